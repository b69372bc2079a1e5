import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PagedPhotoGrid } from '#app/photos/paged-photo-grid'
import { SortedPhotosToolbar } from '#app/photos/sorted-photos-toolbar'
import { usePersistedSort } from '#app/photos/use-persisted-sort'
import { usePlatform } from '#app/platform/platform-context'
import { albumPhotosQuery } from '#app/queries/albums'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { albumPhotoPreviewPath } from './album-preview/album-preview-path'

/** An album's photos in its own sort (default created/desc, kept locally), page by page. */
export function AlbumPhotos({
  albumId,
  toolbar,
  emptyAction,
}: {
  albumId: string
  toolbar?: ReactNode
  /** Shown under 'Your album is empty' (Add photos). */
  emptyAction?: ReactNode
}) {
  const intl = useIntl()
  const { clients } = usePlatform()
  const [sort, setSort] = usePersistedSort('albumPhotos')
  const photos = useInfiniteQuery(albumPhotosQuery(clients.photos, albumId, sort))
  return (
    <section className="album-photos" aria-label={intl.formatMessage({ id: 'albums.photos.label' })}>
      <SortedPhotosToolbar sort={sort} onSort={setSort}>
        {toolbar}
      </SortedPhotosToolbar>
      <PagedPhotoGrid
        photos={photos}
        loadErrorId="albums.photos.loadError"
        previewPath={(photoId) => albumPhotoPreviewPath({ albumId }, photoId)}
        empty={
          <EmptyState action={emptyAction}>
            <FormattedMessage id="albums.photos.empty" />
          </EmptyState>
        }
      />
    </section>
  )
}
