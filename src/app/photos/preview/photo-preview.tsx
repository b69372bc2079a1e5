import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import './photo-preview.css'
import { CloseIcon } from '#app/ui/icons'
import { lazyWithPreload } from '#app/ui/lazy-with-preload'
import { ChevronLeftIcon, ChevronRightIcon } from '#app/ui/navigation-icons'
import { previewKeys } from '../shortcuts/preview-keys'
import { useShortcutSheet } from '../shortcuts/use-shortcut-sheet'
import { type PhotoPreviewActions, PreviewActionBar } from './preview-action-bar'
import { previewThumbnail } from './preview-gestures'
import type { PreviewPhoto } from './preview-photo'
import { PreviewStage } from './preview-stage'
import { PreviewTopBar } from './preview-top-bar'
import { type ReturnFocusPhoto, returnFocusTo } from './return-focus'
import { uploadScope } from './same-upload'
import { usePreviewFocus } from './use-preview-focus'
import { usePreviewKeys } from './use-preview-keys'
import { usePreviewLoadAhead } from './use-preview-load-ahead'
import { usePreviewNavigation } from './use-preview-navigation'
import { usePreviewZoom } from './use-preview-zoom'

// `?` lists the preview's keys.
const previewScreens = [['preview', previewKeys]] as const

export type { PhotoPreviewActions } from './preview-action-bar'
export type { PreviewPhoto } from './preview-photo'

// The details panel loads when Info is near (pointer, focus) or pressed: no preview's first load carries it.
const { Component: PhotoDetailsSheet, preload: preloadDetails } = lazyWithPreload(() =>
  import('./photo-details-sheet').then((module) => module.PhotoDetailsSheet),
)

export interface PhotoPreviewProps<P extends PreviewPhoto> {
  /** The photos loaded so far, in the list's order. */
  photos: readonly P[]
  currentId: string
  /** How many photos the whole list holds, when known ('Photo n of m'); the loaded ones otherwise. */
  total?: number
  /** More photos follow the last loaded one. */
  hasMore?: boolean
  onNavigate: (id: string) => void
  onClose: () => void
  /** Called when the last loaded photo is reached while more follow. */
  onLoadMore?: () => void
  actions?: PhotoPreviewActions<P>
  /** A failure to show inside the preview (role alert). */
  alert?: ReactNode
  onDismissAlert?: () => void
}

/**
 * The full-screen photo preview: Back, previous and next (arrows, arrow keys, swipes), Escape and swipe down to close
 * (docs/requirements/photo-preview.md#preview-navigation), zoom 1x–2.5x by click or double tap with panning
 * (docs/requirements/photo-preview.md#preview-zoom), Info (and `i`, which toggles it) for the details panel, under
 * which the arrow keys still browse, `?` for the keyboard-shortcut sheet, and the bottom bar
 * (docs/requirements/photo-preview.md#preview-bottom-bar). Each of those lives in its own hook or part; this puts
 * them together.
 */
export function PhotoPreview<P extends PreviewPhoto>({
  photos,
  currentId,
  total,
  hasMore = false,
  onNavigate,
  onClose,
  onLoadMore,
  actions = {},
  alert,
  onDismissAlert,
}: PhotoPreviewProps<P>) {
  const intl = useIntl()
  const { index, photo, previous, next, goPrevious, goNext } = usePreviewNavigation({
    photos,
    currentId,
    hasMore,
    onNavigate,
  })
  const zoom = usePreviewZoom({ currentId, onPrevious: goPrevious, onNext: goNext, onClose })
  const [failedImageId, setFailedImageId] = useState<string | null>(null)
  const [loadedImageId, setLoadedImageId] = useState<string | null>(null)
  const rootRef = usePreviewFocus()
  // Closed (Back, Escape, a swipe down), the list's cell of the photo shown last takes focus (return-focus.ts).
  const shown = useRef<ReturnFocusPhoto>({ imageId: currentId })
  const shownPhoto = photos.find((candidate) => candidate.imageId === currentId)
  useEffect(() => {
    shown.current = shownPhoto ?? { imageId: currentId }
  }, [shownPhoto, currentId])
  useEffect(() => () => returnFocusTo(shown.current), [])
  const [detailsOpen, setDetailsOpen] = useState(false)
  const infoRef = useRef<HTMLButtonElement>(null)
  // Info takes focus first, so the panel returns it there when it closes, opened by the button or by `i`.
  const openDetails = useCallback(() => {
    preloadDetails()
    infoRef.current?.focus({ preventScroll: true })
    setDetailsOpen(true)
  }, [])
  const closeDetails = useCallback(() => setDetailsOpen(false), [])
  // The panel's arrow keys: its history entry closed first (photo-details-sheet.tsx), then the step, the panel again.
  const withDetails = (step: () => void) => () => {
    step()
    setDetailsOpen(true)
  }
  // The keys do what the bar's buttons do, where they do it: Delete not in a shared album nor while one is sent.
  const deleteShown =
    photo && actions.onDelete && !actions.shared && !actions.deleting
      ? () => actions.onDelete?.(photo)
      : undefined
  usePreviewKeys({
    onPrevious: goPrevious,
    onNext: goNext,
    onZoomIn: () => {
      if (!zoom.zoomed) zoom.toggleZoom()
    },
    onZoomOut: () => {
      if (zoom.zoomed) zoom.toggleZoom()
    },
    onDelete: deleteShown,
    onClose,
    onInfo: openDetails,
  })
  const shortcutSheet = useShortcutSheet(previewScreens)
  const shownImageSettled =
    !photo ||
    !previewThumbnail(photo.thumbnails) ||
    loadedImageId === photo.imageId ||
    failedImageId === photo.imageId
  usePreviewLoadAhead({ photos, index, previous, next, shownImageSettled, hasMore, onLoadMore })

  if (!photo) return null

  const positionOf = (at: number) =>
    intl.formatMessage(
      { id: 'preview.position' },
      { position: at + 1, total: Math.max(total ?? photos.length, at + 1) },
    )
  const position = positionOf(index)

  return (
    <>
      <section
        ref={rootRef}
        className="photo-preview"
        aria-label={photo.localFileName || position}
        tabIndex={-1}
      >
        <PreviewTopBar
          position={position}
          zoomed={zoom.zoomed}
          onBack={onClose}
          onToggleZoom={() => zoom.toggleZoom()}
          infoRef={infoRef}
          detailsOpen={detailsOpen}
          onInfo={openDetails}
          onInfoWanted={preloadDetails}
        />

        <div className="photo-preview__viewport">
          <PreviewStage
            photo={photo}
            imageFailed={failedImageId === photo.imageId}
            onImageLoad={() => setLoadedImageId(photo.imageId)}
            onImageError={() => setFailedImageId(photo.imageId)}
            zoomed={zoom.zoomed}
            dragging={zoom.dragging}
            stageRef={zoom.stageRef}
            imageRef={zoom.imageRef}
            imageStyle={zoom.imageStyle}
            stageHandlers={zoom.stageHandlers}
          />
          <button
            type="button"
            className="photo-preview__button photo-preview__arrow photo-preview__arrow--previous"
            aria-label={intl.formatMessage({ id: 'preview.previous' })}
            aria-disabled={!previous}
            onClick={goPrevious}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="photo-preview__button photo-preview__arrow photo-preview__arrow--next"
            aria-label={intl.formatMessage({ id: 'preview.next' })}
            aria-disabled={!next}
            onClick={goNext}
          >
            <ChevronRightIcon />
          </button>
          {alert ? (
            <div className="photo-preview__alert" role="alert">
              <span>{alert}</span>
              {onDismissAlert ? (
                <button
                  type="button"
                  className="photo-preview__button photo-preview__button--icon"
                  aria-label={intl.formatMessage({ id: 'preview.dismissAlert' })}
                  onClick={onDismissAlert}
                >
                  <CloseIcon />
                </button>
              ) : null}
            </div>
          ) : null}
        </div>

        <PreviewActionBar photo={photo} actions={actions} />
      </section>
      {detailsOpen ? (
        <Suspense fallback={null}>
          <PhotoDetailsSheet
            photo={photo}
            photos={photos}
            scope={uploadScope({ inAlbum: actions.inAlbum === true, hasMore })}
            onClose={closeDetails}
            onShow={onNavigate}
            onPrevious={withDetails(goPrevious)}
            onNext={withDetails(goNext)}
          />
        </Suspense>
      ) : null}
      {shortcutSheet}
    </>
  )
}
