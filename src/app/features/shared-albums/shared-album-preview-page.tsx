import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { usePhotoDownload } from '#app/photos/downloads/use-photo-download'
import { PhotoPreview } from '#app/photos/preview/photo-preview'
import { maxPagesToFind } from '#app/photos/preview/preview-search'
import { useFlaggedPreviewActions } from '#app/photos/preview/use-flagged-preview-actions'
import { readPhotoSort } from '#app/photos/sort-preference'
import { useSharedAlbum, useSharedAlbumPhotos } from '#app/queries/shared-albums'
import { ErrorState } from '#app/ui/error-state'
import { BackIcon } from '#app/ui/navigation-icons'
import { sharedAlbumPath, sharedAlbumPreviewPath } from './shared-album-paths'

/**
 * sharedAlbumPhotoPreview (/my-photos/shared-albums/:id/preview/:photoId): the full-screen preview of a shared
 * album's photos, in the album's sort. Copy and delete are disabled ('Unavailable for shared albums'); download
 * works. Reaching the last loaded photo fetches the next page (spec §2). Back and Escape return to the album, as
 * does an id that is not one of its photos.
 */
export function SharedAlbumPreviewPage() {
  const { id = '', photoId = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const intl = useIntl()
  const [sort] = useState(() => readPhotoSort(globalThis.localStorage, 'sharedAlbumPhotos'))
  const list = useSharedAlbumPhotos(id, sort)
  const album = useSharedAlbum(id)
  const download = usePhotoDownload()
  const flagged = useFlaggedPreviewActions()
  const photos = useMemo(() => list.data?.pages.flatMap((page) => page.images) ?? [], [list.data])

  const albumUrl = `${sharedAlbumPath(id)}${search}`
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const found = photos.some((photo) => photo.imageId === photoId)
  const pagesLoaded = list.data?.pages.length ?? 0
  const searching = list.isSuccess && !found && hasNextPage && pagesLoaded < maxPagesToFind

  // The photo is further down the album: read on until it turns up (or the bound is reached).
  useEffect(() => {
    if (searching && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [searching, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  // Replacing the preview: the browser's Back then does not reopen it.
  const close = useCallback(() => navigate(albumUrl, { replace: true }), [navigate, albumUrl])
  const show = useCallback(
    (next: string) => navigate(`${sharedAlbumPreviewPath(id, next)}${search}`, { replace: true }),
    [navigate, id, search],
  )
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage()
  }, [isFetchingNextPage, fetchNextPage])

  if (list.isError && !found) {
    const message = intl.formatMessage({ id: 'albums.photos.loadError' })
    return (
      <PreviewFallback label={message} onBack={close}>
        <div className="photo-preview__error">
          <ErrorState
            message={message}
            retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
            onRetry={() => void (isFetchNextPageError ? fetchNextPage() : list.refetch())}
          />
        </div>
      </PreviewFallback>
    )
  }
  // Previews need at least one photo and a valid selected id (spec §5): otherwise back to the album.
  if (list.isSuccess && !found && !searching && !isFetchingNextPage) return <Navigate to={albumUrl} replace />
  if (!found) {
    const loading = intl.formatMessage({ id: 'common.loading' })
    return (
      <PreviewFallback label={loading} busy onBack={close}>
        <p className="photo-preview__loading" role="status">
          {loading}
        </p>
      </PreviewFallback>
    )
  }
  return (
    <PhotoPreview
      photos={photos}
      currentId={photoId}
      total={hasNextPage ? album.data?.photosCount : photos.length}
      hasMore={hasNextPage}
      onNavigate={show}
      onClose={close}
      onLoadMore={loadMore}
      actions={{
        ...flagged,
        shared: true,
        inAlbum: true,
        onDownload: (photo) => void download.download(photo),
        downloading: download.state.status === 'InProgress',
      }}
    />
  )
}

/** The preview's frame while there is no photo to show: Back, and what is happening instead. */
function PreviewFallback({
  label,
  busy = false,
  onBack,
  children,
}: {
  label: string
  busy?: boolean
  onBack: () => void
  children: ReactNode
}) {
  const intl = useIntl()
  return (
    <section className="photo-preview" aria-label={label} aria-busy={busy || undefined}>
      <div className="photo-preview__top">
        <button type="button" className="photo-preview__button" onClick={onBack}>
          <BackIcon />
          <span>{intl.formatMessage({ id: 'preview.back' })}</span>
        </button>
      </div>
      {children}
    </section>
  )
}
