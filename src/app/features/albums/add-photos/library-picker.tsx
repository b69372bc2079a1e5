import { useInfiniteQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../platform/platform-context'
import { ErrorState } from '../../../ui/error-state'
import { previewPhotosQuery } from '../../photo-library/preview/preview-queries'
import { PhotoCell, SkeletonCell } from '../../photo-library/timeline/photo-cell'
import { defaultPhotoSort } from '../../photo-library/timeline/sort-preference'
import '../../photo-library/timeline/timeline.css'
import { LoadMore } from '../load-more'

const skeletonKeys = Array.from({ length: 12 }, (_, index) => `skeleton-${index}`)
const noop = () => {}

/**
 * The library's photos as checkbox tiles, newest taken first, page by page (GET /photos): what 'Add photos' on an
 * album chooses from. Needs a SelectionProvider in selection mode above it.
 */
export function LibraryPicker() {
  const intl = useIntl()
  const { clients } = usePlatform()
  const photos = useInfiniteQuery(previewPhotosQuery(clients.photos, defaultPhotoSort))
  const list = photos.data?.pages.flatMap((page) => page.images) ?? []
  const loading = photos.isPending || photos.isFetchingNextPage
  if (photos.isError && !photos.data) {
    return (
      <ErrorState
        message={<FormattedMessage id="photos.loadError" />}
        retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
        onRetry={() => void photos.refetch()}
      />
    )
  }
  if (photos.isSuccess && list.length === 0) {
    return (
      <p className="timeline-empty">
        <FormattedMessage id="photos.empty" />
      </p>
    )
  }
  return (
    <div className="library-picker">
      <div className="album-photos__grid" aria-busy={loading}>
        {list.map((photo) => (
          <PhotoCell key={photo.imageId} photo={photo} viewportWidth={0} onOpen={noop} />
        ))}
        {loading ? skeletonKeys.map((key) => <SkeletonCell key={key} />) : null}
      </div>
      {photos.isFetchNextPageError ? (
        <ErrorState
          message={<FormattedMessage id="photos.loadError" />}
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
    </div>
  )
}
