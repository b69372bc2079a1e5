import { type ReactNode, useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PagedPhotoGrid } from '#app/photos/paged-photo-grid'
import { SortedPhotosToolbar } from '#app/photos/sorted-photos-toolbar'
import { usePersistedSort } from '#app/photos/use-persisted-sort'
import { useAlbumPhotos } from '#app/queries/photos/albums'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { albumPhotoPreviewPath } from './album-preview/album-preview-path'

/**
 * An album's photos in its own sort (default created/desc, kept locally), page by page. Sort and select show only
 * while there are photos; an empty album says so, how to fill it, and offers its way to (emptyAction).
 */
export function AlbumPhotos({
  albumId,
  toolbar,
  emptyAction,
  onEmptyChange,
}: {
  albumId: string
  toolbar?: ReactNode
  /** Shown under 'Your album is empty' and its explanation (Add photos). */
  emptyAction?: ReactNode
  /** Told whether the album's photos, once loaded, turned out to be none. */
  onEmptyChange?: (empty: boolean) => void
}) {
  const intl = useIntl()
  const [sort, setSort] = usePersistedSort('albumPhotos')
  const photos = useAlbumPhotos(albumId, sort)
  const empty = photos.isSuccess && photos.data.pages.every((page) => page.images.length === 0)
  useEffect(() => {
    if (photos.isSuccess) onEmptyChange?.(empty)
  }, [photos.isSuccess, empty, onEmptyChange])
  return (
    <section className="album-photos" aria-label={intl.formatMessage({ id: 'albums.photos.label' })}>
      <PagedPhotoGrid
        photos={photos}
        loadErrorId="albums.photos.loadError"
        previewPath={(photoId) => albumPhotoPreviewPath({ albumId }, photoId)}
        toolbar={
          <SortedPhotosToolbar sort={sort} onSort={setSort}>
            {toolbar}
          </SortedPhotosToolbar>
        }
        empty={
          <EmptyState title={<FormattedMessage id="albums.photos.empty" />} action={emptyAction} framed>
            <FormattedMessage id="albums.photos.emptyHint" />
          </EmptyState>
        }
      />
    </section>
  )
}
