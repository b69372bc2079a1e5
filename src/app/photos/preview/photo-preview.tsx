import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useIntl } from 'react-intl'
import { isModalOpen } from '#app/ui/modal/scroll-lock'
import './photo-preview.css'
import {
  BackIcon,
  BrokenImageIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyToAlbumIcon,
  DeleteIcon,
  DownloadIcon,
  ZoomIcon,
} from '#app/ui/icons'
import {
  clampPan,
  isDoubleTap,
  isTap,
  minZoom,
  type Point,
  panForZoomAt,
  previewThumbnail,
  type Size,
  swipeAction,
  type Tap,
  toggledZoom,
} from './preview-gestures'

/** What the preview needs of a photo (the API's Photo, and the shared-album photo, fit). */
export interface PreviewPhoto {
  imageId: string
  localFileName: string
  thumbnails: readonly { id: number; url: string; width: number; height: number }[]
}

/** The bottom bar: Copy to album, Delete (or Delete from album), Download. */
export interface PhotoPreviewActions<P extends PreviewPhoto> {
  /** A shared album: copy and delete are disabled with the tooltip 'Unavailable for shared albums'. */
  shared?: boolean
  /** Inside an album Delete reads 'Delete from album'. */
  inAlbum?: boolean
  /** Copy to album is enabled only with a handler (and not in a shared album). */
  onCopyToAlbum?: (photo: P) => void
  onDelete?: (photo: P) => void
  onDownload?: (photo: P) => void
  deleting?: boolean
  downloading?: boolean
}

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

const origin: Point = { x: 0, y: 0 }

interface ZoomState {
  id: string
  scale: number
  pan: Point
}

interface Gesture {
  pointerId: number
  type: string
  start: Point
  startPan: Point
  scale: number
  dragging: boolean
}

/** Whether a key press belongs to a field the user types in. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * The full-screen photo preview (spec photo-library §2): Back, previous and next (arrows, arrow keys, swipes),
 * Escape and swipe down to close, zoom 1x–2.5x by click or double tap with panning, and the bottom bar.
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
  const rootRef = useRef<HTMLElement>(null)
  const stageRef = useRef<HTMLDivElement>(null)
  const imageRef = useRef<HTMLImageElement>(null)
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef<Tap | undefined>(undefined)
  const [zoomState, setZoomState] = useState<ZoomState>({ id: currentId, scale: minZoom, pan: origin })
  const [swipe, setSwipe] = useState<Point | null>(null)
  const [panning, setPanning] = useState(false)
  const [failedImageId, setFailedImageId] = useState<string | null>(null)

  const index = photos.findIndex((photo) => photo.imageId === currentId)
  const photo = index >= 0 ? photos[index] : undefined
  const previous = index > 0 ? photos[index - 1] : undefined
  const next = index >= 0 ? photos[index + 1] : undefined
  const zoom = zoomState.id === currentId ? zoomState : { id: currentId, scale: minZoom, pan: origin }
  const zoomed = zoom.scale > minZoom

  // The photo shown, or the last one asked for: keys pressed in quick succession step on from there. While our
  // own steps are still arriving, the intermediate photos do not pull it back; any other change of photo does.
  const shownId = useRef(currentId)
  const stepsOnTheWay = useRef(new Set<string>())
  useEffect(() => {
    const ownStep = stepsOnTheWay.current.has(currentId)
    if (!ownStep) shownId.current = currentId
    if (!ownStep || currentId === shownId.current) stepsOnTheWay.current.clear()
  }, [currentId])
  // Next, pressed at the last loaded photo while more are loading, moves once they arrive.
  const nextWhenLoaded = useRef(false)
  const step = useCallback(
    (by: 1 | -1) => {
      const from = photos.findIndex((candidate) => candidate.imageId === shownId.current)
      const target = from >= 0 ? photos[from + by] : undefined
      nextWhenLoaded.current = !target && by === 1 && hasMore
      if (!target) return
      shownId.current = target.imageId
      stepsOnTheWay.current.add(target.imageId)
      onNavigate(target.imageId)
    },
    [photos, onNavigate, hasMore],
  )
  const goPrevious = useCallback(() => step(-1), [step])
  const goNext = useCallback(() => step(1), [step])
  useEffect(() => {
    if (nextWhenLoaded.current) step(1)
  }, [step])

  // Focus moves into the preview when it opens, and back to where it was when it closes.
  useEffect(() => {
    const root = rootRef.current
    const active = document.activeElement
    const returnTo =
      active instanceof HTMLElement && active !== document.body && !root?.contains(active) ? active : null
    if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true })
    return () => {
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true })
    }
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (isEditable(event.target) || isModalOpen()) return
      if (event.key === 'ArrowLeft') goPrevious()
      else if (event.key === 'ArrowRight') goNext()
      else if (event.key === 'Escape') onClose()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [goPrevious, goNext, onClose])

  // Reaching the last loaded photo fetches the next page.
  const atLastLoaded = index >= 0 && index === photos.length - 1
  useEffect(() => {
    if (atLastLoaded && hasMore) onLoadMore?.()
  }, [atLastLoaded, hasMore, onLoadMore])

  // The neighbours' images load ahead, so moving is instant.
  useEffect(() => {
    for (const neighbour of [previous, next]) {
      const thumbnail = neighbour && previewThumbnail(neighbour.thumbnails)
      if (thumbnail) new Image().src = thumbnail.url
    }
  }, [previous, next])

  if (!photo) return null

  const thumbnail = previewThumbnail(photo.thumbnails)
  const position = intl.formatMessage(
    { id: 'preview.position' },
    { position: index + 1, total: Math.max(total ?? photos.length, index + 1) },
  )

  /** The stage, the image at 1x (transforms do not change offset sizes) and the stage's centre on screen. */
  const measure = (): { stage: Size; image: Size; centre: Point } => {
    const rect = stageRef.current?.getBoundingClientRect()
    const image = imageRef.current
    return {
      stage: { width: rect?.width ?? 0, height: rect?.height ?? 0 },
      image: { width: image?.offsetWidth ?? 0, height: image?.offsetHeight ?? 0 },
      centre: {
        x: (rect?.left ?? 0) + (rect?.width ?? 0) / 2,
        y: (rect?.top ?? 0) + (rect?.height ?? 0) / 2,
      },
    }
  }

  const toggleZoom = (at?: Point) => {
    const scale = toggledZoom(zoom.scale)
    let pan = origin
    if (scale > minZoom && at) {
      const { stage, image, centre } = measure()
      pan = panForZoomAt({ x: at.x - centre.x, y: at.y - centre.y }, image, stage, scale)
    }
    setZoomState({ id: currentId, scale, pan })
  }

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (gesture.current || (event.pointerType === 'mouse' && event.button !== 0)) return
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // Not an active pointer (a synthetic event): the stage still gets its moves.
    }
    gesture.current = {
      pointerId: event.pointerId,
      type: event.pointerType,
      start: { x: event.clientX, y: event.clientY },
      startPan: zoom.pan,
      scale: zoom.scale,
      dragging: false,
    }
  }

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current
    if (!current || current.pointerId !== event.pointerId) return
    const delta = { x: event.clientX - current.start.x, y: event.clientY - current.start.y }
    if (!current.dragging && isTap(delta)) return
    current.dragging = true
    if (current.scale > minZoom) {
      const { stage, image } = measure()
      const pan = { x: current.startPan.x + delta.x, y: current.startPan.y + delta.y }
      setZoomState({ id: currentId, scale: current.scale, pan: clampPan(pan, image, stage, current.scale) })
      setPanning(true)
    } else if (Math.abs(delta.x) >= Math.abs(delta.y)) {
      setSwipe({ x: delta.x, y: 0 })
    } else {
      setSwipe({ x: 0, y: current.type === 'touch' ? Math.max(0, delta.y) : 0 })
    }
  }

  const endGesture = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = gesture.current
    if (!current || current.pointerId !== event.pointerId) return
    gesture.current = null
    setSwipe(null)
    setPanning(false)
    if (cancelled) return
    const point = { x: event.clientX, y: event.clientY }
    const delta = { x: point.x - current.start.x, y: point.y - current.start.y }
    if (!current.dragging && isTap(delta)) {
      if (current.type === 'mouse') return toggleZoom(point)
      const tap = { ...point, time: event.timeStamp }
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = undefined
        toggleZoom(point)
      } else {
        lastTap.current = tap
      }
      return
    }
    if (current.scale > minZoom) return
    const action = swipeAction(delta, measure().stage, { touch: current.type === 'touch' })
    if (action === 'next') goNext()
    else if (action === 'previous') goPrevious()
    else if (action === 'close') onClose()
  }

  const offset = swipe ?? origin
  const transform = `translate3d(${zoom.pan.x + offset.x}px, ${zoom.pan.y + offset.y}px, 0) scale(${zoom.scale})`
  const unavailable = actions.shared
    ? intl.formatMessage({ id: 'preview.unavailableForSharedAlbums' })
    : undefined

  return (
    <section
      ref={rootRef}
      className="photo-preview"
      aria-label={photo.localFileName || position}
      tabIndex={-1}
    >
      <div className="photo-preview__top">
        <button type="button" className="photo-preview__button" onClick={onClose}>
          <BackIcon />
          <span>{intl.formatMessage({ id: 'preview.back' })}</span>
        </button>
        <p className="photo-preview__position" aria-live="polite">
          {position}
        </p>
        <button
          type="button"
          className="photo-preview__button photo-preview__button--icon"
          aria-label={intl.formatMessage({ id: 'preview.zoom' })}
          aria-pressed={zoomed}
          onClick={() => toggleZoom()}
        >
          <ZoomIcon zoomed={zoomed} />
        </button>
      </div>

      <div className="photo-preview__viewport">
        <div
          ref={stageRef}
          className="photo-preview__stage"
          data-zoomed={zoomed}
          data-dragging={swipe !== null || panning}
          data-testid="photo-preview-stage"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endGesture(event, false)}
          onPointerCancel={(event) => endGesture(event, true)}
        >
          <div className="photo-preview__frame">
            {thumbnail && failedImageId !== photo.imageId ? (
              <img
                key={photo.imageId}
                ref={imageRef}
                className="photo-preview__image"
                src={thumbnail.url}
                width={thumbnail.width}
                height={thumbnail.height}
                alt={photo.localFileName}
                draggable={false}
                decoding="async"
                style={{ transform, opacity: swipe && swipe.y > 0 ? Math.max(0.4, 1 - swipe.y / 600) : 1 }}
                onError={() => setFailedImageId(photo.imageId)}
              />
            ) : (
              <p className="photo-preview__image-error">
                <BrokenImageIcon />
                <span>{intl.formatMessage({ id: 'preview.imageError' })}</span>
              </p>
            )}
          </div>
        </div>
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

      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset */}
      <div
        className="photo-preview__bar"
        role="group"
        aria-label={intl.formatMessage({ id: 'preview.actions' })}
      >
        <PreviewAction
          icon={<CopyToAlbumIcon />}
          label={intl.formatMessage({ id: 'preview.copyToAlbum' })}
          tooltip={unavailable}
          onClick={
            actions.onCopyToAlbum && !actions.shared ? () => actions.onCopyToAlbum?.(photo) : undefined
          }
        />
        <PreviewAction
          icon={<DeleteIcon />}
          label={intl.formatMessage({ id: actions.inAlbum ? 'preview.deleteFromAlbum' : 'preview.delete' })}
          tooltip={unavailable}
          busy={actions.deleting}
          onClick={actions.onDelete && !actions.shared ? () => actions.onDelete?.(photo) : undefined}
        />
        <PreviewAction
          icon={<DownloadIcon />}
          label={intl.formatMessage({ id: 'preview.download' })}
          busy={actions.downloading}
          onClick={actions.onDownload ? () => actions.onDownload?.(photo) : undefined}
        />
      </div>
    </section>
  )
}

/**
 * A bottom-bar button. Disabled ones stay focusable (aria-disabled), so their tooltip can be reached and read.
 * Without a handler, or while busy, it is disabled.
 */
function PreviewAction({
  icon,
  label,
  tooltip,
  busy = false,
  onClick,
}: {
  icon: ReactNode
  label: string
  tooltip?: string | undefined
  busy?: boolean | undefined
  onClick?: (() => void) | undefined
}) {
  const tooltipId = useId()
  const disabled = !onClick || busy
  return (
    <span className="photo-preview__action-wrap">
      <button
        type="button"
        className="photo-preview__button photo-preview__action"
        aria-disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={tooltip ? tooltipId : undefined}
        onClick={disabled ? undefined : onClick}
      >
        {icon}
        <span>{label}</span>
      </button>
      {tooltip ? (
        <span role="tooltip" id={tooltipId} className="photo-preview__tooltip">
          {tooltip}
        </span>
      ) : null}
    </span>
  )
}
