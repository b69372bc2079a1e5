import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { useDeletePhotos } from '#app/features/photo-library/selection/use-delete-photos'
import { CopyToAlbum } from '#app/photos/copy-to-album/copy-to-album'
import { PhotoPreview } from '#app/photos/preview/photo-preview'
import { maxPagesToFind, type Photo } from '#app/photos/preview/preview-queries'
import { useFlaggedPreviewActions } from '#app/photos/preview/use-flagged-preview-actions'
import { readPhotoSort } from '#app/photos/sort-preference'
import { downloadPhoto } from '#app/platform/downloads/photo-download'
import { usePlatform } from '#app/platform/platform-context'
import { accountCountsQuery } from '#app/queries/photos'
import { ErrorState } from '#app/ui/error-state'
import { BackIcon } from '#app/ui/navigation-icons'
import { useToasts } from '#app/ui/toast/toast-provider'
import { usePreviewPhotos } from './use-preview-photos'

/** How long a failure stays in the preview (spec §4: a notification state resets after 10 seconds). */
const alertResetMs = 10_000

const alertMessages = {
  delete: { id: 'preview.deleteError' },
  download: { id: 'preview.downloadError' },
} as const

type PreviewAlert = keyof typeof alertMessages

/**
 * photoPreview (/my-photos/photos/preview/:id): the full-screen preview of the Photos screen's photos.
 * Its photos come month by month from the timeline when the sort key is 'created', else from GET /photos
 * (usePreviewPhotos).
 */
export function PhotoPreviewPage() {
  const { id = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  const { clients } = usePlatform()
  const [sort] = useState(() => readPhotoSort(globalThis.localStorage))
  const list = usePreviewPhotos(sort)
  const counts = useQuery(accountCountsQuery(clients.photos))
  const [alert, setAlert] = useState<PreviewAlert | null>(null)
  const [copying, setCopying] = useState<string | null>(null)
  const flagged = useFlaggedPreviewActions()

  const listUrl = `/my-photos/photos${search}`
  const { photos, pagesLoaded, hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const found = photos.some((photo) => photo.imageId === id)
  const searching = list.isSuccess && !found && hasNextPage && pagesLoaded < maxPagesToFind

  // The selected photo is further down the list: read on until it turns up (or the bound is reached).
  useEffect(() => {
    if (searching && !isFetchingNextPage && !list.isFetchNextPageError) fetchNextPage()
  }, [searching, isFetchingNextPage, list.isFetchNextPageError, fetchNextPage])

  useEffect(() => {
    if (!alert) return
    const timer = setTimeout(() => setAlert(null), alertResetMs)
    return () => clearTimeout(timer)
  }, [alert])

  // Replacing the preview: the browser's Back then does not reopen it.
  const close = useCallback(() => navigate(listUrl, { replace: true }), [navigate, listUrl])
  const show = useCallback(
    (photoId: string) => {
      setAlert(null)
      navigate(`/my-photos/photos/preview/${encodeURIComponent(photoId)}${search}`, { replace: true })
    },
    [navigate, search],
  )
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) fetchNextPage()
  }, [isFetchingNextPage, fetchNextPage])

  // Optimistic, as everywhere (spec §4): the photo leaves every list at once, the preview moves on to the next one,
  // and a failed deletion puts it back where it was, shown again with the message. Deleting the last photo closes
  // the preview: its failure then shows on the list it went back to, as a toast of the app (the photo back in it).
  const deletion = useDeletePhotos({ preload: true })
  const download = useMutation({ mutationFn: downloadPhoto })
  const toasts = useToasts()
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const onDelete = (photo: Photo) => {
    setAlert(null)
    const index = photos.findIndex((candidate) => candidate.imageId === photo.imageId)
    const neighbour = photos[index + 1] ?? photos[index - 1]
    deletion.mutateAsync([photo.imageId]).catch(() => {
      if (mounted.current) {
        show(photo.imageId)
        setAlert('delete')
      } else {
        toasts.show(intl.formatMessage(alertMessages.delete), { kind: 'error' })
      }
    })
    if (neighbour) show(neighbour.imageId)
    else close()
  }
  const onDownload = (photo: Photo) => {
    setAlert(null)
    download.mutate(photo, { onError: () => setAlert('download') })
  }

  if (list.isError && !found) {
    return (
      <section className="photo-preview" aria-label={intl.formatMessage({ id: 'photos.loadError' })}>
        <PreviewTopBar onBack={close} />
        <div className="photo-preview__error">
          <ErrorState
            message={intl.formatMessage({ id: 'photos.loadError' })}
            retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
            onRetry={list.retry}
          />
        </div>
      </section>
    )
  }
  // The shown photo was just deleted: the list without it may render before the move to its neighbour does. Until
  // the address changes this is not an unknown id.
  const leavingDeletedPhoto = deletion.isPending && deletion.variables?.includes(id) === true
  // Previews need at least one photo and a valid selected id (spec §5): otherwise back to the list.
  if (list.isSuccess && !found && !searching && !isFetchingNextPage && !leavingDeletedPhoto) {
    return <Navigate to={listUrl} replace />
  }
  if (!found) {
    return (
      <section
        className="photo-preview"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'common.loading' })}
      >
        <PreviewTopBar onBack={close} />
        <p className="photo-preview__loading" role="status">
          {intl.formatMessage({ id: 'common.loading' })}
        </p>
      </section>
    )
  }

  return (
    <>
      <PhotoPreview
        photos={photos}
        currentId={id}
        total={hasNextPage ? counts.data?.photosCount : photos.length}
        hasMore={hasNextPage}
        onNavigate={show}
        onClose={close}
        onLoadMore={loadMore}
        actions={{
          ...flagged,
          onCopyToAlbum: (photo) => setCopying(photo.imageId),
          onDelete,
          onDownload,
          deleting: deletion.isPending,
          downloading: download.isPending,
        }}
        alert={alert ? intl.formatMessage(alertMessages[alert]) : null}
        onDismissAlert={() => setAlert(null)}
      />
      <CopyToAlbum photoIds={copying ? [copying] : null} onClose={() => setCopying(null)} />
    </>
  )
}

function PreviewTopBar({ onBack }: { onBack: () => void }) {
  const intl = useIntl()
  return (
    <div className="photo-preview__top">
      <button type="button" className="photo-preview__button" onClick={onBack}>
        <BackIcon />
        <span>{intl.formatMessage({ id: 'preview.back' })}</span>
      </button>
    </div>
  )
}
