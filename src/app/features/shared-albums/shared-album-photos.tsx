import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../platform/platform-context'
import { ErrorState } from '../../ui/error-state'
import { LoadMore } from '../albums/load-more'
import { PhotoCell, SkeletonCell } from '../photo-library/timeline/photo-cell'
import { readPhotoSort, writePhotoSort } from '../photo-library/timeline/sort-preference'
import { SortSelect } from '../photo-library/timeline/sort-select'
import '../photo-library/timeline/timeline.css'
import { sharedAlbumPhotosQuery } from './queries'
import { sharedAlbumPreviewPath } from './shared-album-paths'

const skeletonKeys = Array.from({ length: 12 }, (_, index) => `skeleton-${index}`)
const noop = () => {}

/** A shared album's photos in its own sort (default created/desc, kept apart from the albums'), 50 at a time. */
export function SharedAlbumPhotos({ albumId, toolbar }: { albumId: string; toolbar?: ReactNode }) {
  const intl = useIntl()
  const { clients } = usePlatform()
  const [sort, setSort] = useState(() => readPhotoSort(window.localStorage, 'sharedAlbumPhotos'))
  const photos = useInfiniteQuery(sharedAlbumPhotosQuery(clients.sharedAlbums, albumId, sort))
  const list = photos.data?.pages.flatMap((page) => page.images) ?? []
  const failed = photos.isError && !photos.data
  const empty = photos.isSuccess && list.length === 0
  const loading = photos.isPending || photos.isFetchingNextPage
  return (
    <section className="album-photos" aria-label={intl.formatMessage({ id: 'albums.photos.label' })}>
      <div className="library-toolbar">
        <SortSelect
          value={sort}
          onChange={(next) => {
            writePhotoSort(window.localStorage, next, 'sharedAlbumPhotos')
            setSort(next)
          }}
        />
        {toolbar}
      </div>
      {failed ? (
        <ErrorState
          message={<FormattedMessage id="albums.photos.loadError" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void photos.refetch()}
        />
      ) : null}
      {empty ? (
        <p className="timeline-empty">
          <FormattedMessage id="sharedAlbums.empty" />
        </p>
      ) : null}
      {failed || empty ? null : (
        <div className="album-photos__grid" aria-busy={loading}>
          {list.map((photo) => (
            <PhotoCell
              key={photo.imageId}
              photo={photo}
              viewportWidth={window.innerWidth}
              previewPath={sharedAlbumPreviewPath(albumId, photo.imageId)}
              onOpen={noop}
            />
          ))}
          {loading ? skeletonKeys.map((key) => <SkeletonCell key={key} />) : null}
        </div>
      )}
      {photos.isFetchNextPageError ? (
        <ErrorState
          message={<FormattedMessage id="albums.photos.loadError" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void photos.fetchNextPage()}
        />
      ) : null}
      <LoadMore
        hasNextPage={photos.hasNextPage}
        isFetchingNextPage={photos.isFetchingNextPage}
        failed={photos.isFetchNextPageError}
        fetchNextPage={() => void photos.fetchNextPage()}
        label={intl.formatMessage({ id: 'albums.photos.loadMore' })}
      />
    </section>
  )
}
