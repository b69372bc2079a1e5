import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ErrorState } from '#app/ui/error-state'
import { PhotoCell, SkeletonCell } from './photo-cell'
import type { Photo } from './timeline-model'
import './photo-grid.css'
import { LoadMore } from '#app/ui/load-more'

const skeletonKeys = Array.from({ length: 12 }, (_, index) => `skeleton-${index}`)
const noop = () => {}

interface PagedPhotoGridProps {
  photos: UseInfiniteQueryResult<InfiniteData<{ images: Photo[] }>>
  /** The message id of the list's load error (first page and later pages alike). */
  loadErrorId: string
  /** What an empty list shows. */
  empty: ReactNode
  /** The row above the photos (sort, select): only while there are photos to sort and select. */
  toolbar?: ReactNode
  /** Where a cell opens its photo; without it the cells only select (a picker). */
  previewPath?: (photoId: string) => string
  /** The width the thumbnail size is chosen for; 0 picks the small thumbnails. */
  viewportWidth?: number
}

/**
 * A paged grid of photo cells (an album's, a shared album's, the library picker's): the load error with Try again,
 * the empty state, skeleton cells while a page loads, and Load more, which also loads by itself near the end.
 */
export function PagedPhotoGrid({
  photos,
  loadErrorId,
  empty,
  toolbar,
  previewPath,
  viewportWidth,
}: PagedPhotoGridProps) {
  const intl = useIntl()
  const list = photos.data?.pages.flatMap((page) => page.images) ?? []
  const loading = photos.isPending || photos.isFetchingNextPage
  if (photos.isError && !photos.data) {
    return (
      <ErrorState message={<FormattedMessage id={loadErrorId} />} onRetry={() => void photos.refetch()} />
    )
  }
  if (photos.isSuccess && list.length === 0) return empty
  return (
    <>
      {toolbar}
      <div className="album-photos__grid" aria-busy={loading} data-photo-grid="">
        {list.map((photo) => (
          <PhotoCell
            key={photo.imageId}
            photo={photo}
            viewportWidth={viewportWidth ?? window.innerWidth}
            onOpen={noop}
            {...(previewPath ? { previewPath: previewPath(photo.imageId) } : {})}
          />
        ))}
        {loading ? skeletonKeys.map((key) => <SkeletonCell key={key} />) : null}
      </div>
      {photos.isFetchNextPageError ? (
        <ErrorState
          message={<FormattedMessage id={loadErrorId} />}
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
    </>
  )
}
