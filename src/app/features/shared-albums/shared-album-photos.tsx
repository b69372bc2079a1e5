import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PagedPhotoGrid } from '#app/photos/paged-photo-grid'
import { SortedPhotosToolbar } from '#app/photos/sorted-photos-toolbar'
import { usePersistedSort } from '#app/photos/use-persisted-sort'
import { useSharedAlbumPhotos } from '#app/queries/shared-albums/shared-album'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { sharedAlbumPreviewPath } from './shared-album-paths'

/** A shared album's photos in its own sort (default created/desc, kept apart from the albums'), 50 at a time. */
export function SharedAlbumPhotos({ albumId, toolbar }: { albumId: string; toolbar?: ReactNode }) {
  const intl = useIntl()
  const [sort, setSort] = usePersistedSort('sharedAlbumPhotos')
  const photos = useSharedAlbumPhotos(albumId, sort)
  return (
    <section className="album-photos" aria-label={intl.formatMessage({ id: 'albums.photos.label' })}>
      <PagedPhotoGrid
        photos={photos}
        loadErrorId="albums.photos.loadError"
        toolbar={
          <SortedPhotosToolbar sort={sort} onSort={setSort}>
            {toolbar}
          </SortedPhotosToolbar>
        }
        previewPath={(photoId) => sharedAlbumPreviewPath(albumId, photoId)}
        empty={
          <EmptyState>
            <FormattedMessage id="sharedAlbums.empty" />
          </EmptyState>
        }
      />
    </section>
  )
}
