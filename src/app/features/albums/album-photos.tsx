import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../platform/platform-context'
import { ErrorState } from '../../ui/error-state'
import { PhotoCell, SkeletonCell } from '../photo-library/timeline/photo-cell'
import { readPhotoSort, writePhotoSort } from '../photo-library/timeline/sort-preference'
import { SortSelect } from '../photo-library/timeline/sort-select'
import '../photo-library/timeline/timeline.css'
import { albumPhotoPreviewPath } from './album-preview/album-preview-path'
import { LoadMore } from './load-more'
import { albumPhotosQuery } from './queries'

const skeletonKeys = Array.from({ length: 12 }, (_, index) => `skeleton-${index}`)
const noop = () => {}

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
  const [sort, setSort] = useState(() => readPhotoSort(window.localStorage, 'albumPhotos'))
  const photos = useInfiniteQuery(albumPhotosQuery(clients.photos, albumId, sort))
  const list = photos.data?.pages.flatMap((page) => page.images) ?? []
  const failed = photos.isError && !photos.data
  return (
    <section className="album-photos" aria-label={intl.formatMessage({ id: 'albums.photos.label' })}>
      <div className="library-toolbar">
        <SortSelect
          value={sort}
          onChange={(next) => {
            writePhotoSort(window.localStorage, next, 'albumPhotos')
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
      {photos.isSuccess && list.length === 0 ? (
        <div className="album-photos__empty">
          <p className="timeline-empty">
            <FormattedMessage id="albums.photos.empty" />
          </p>
          {emptyAction}
        </div>
      ) : null}
      {failed || (photos.isSuccess && list.length === 0) ? null : (
        <div className="album-photos__grid" aria-busy={photos.isPending || photos.isFetchingNextPage}>
          {list.map((photo) => (
            <PhotoCell
              key={photo.imageId}
              photo={photo}
              viewportWidth={window.innerWidth}
              onOpen={noop}
              previewPath={albumPhotoPreviewPath({ albumId }, photo.imageId)}
            />
          ))}
          {photos.isPending || photos.isFetchingNextPage
            ? skeletonKeys.map((key) => <SkeletonCell key={key} />)
            : null}
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
