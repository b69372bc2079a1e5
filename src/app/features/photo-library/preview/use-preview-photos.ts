import { useMemo } from 'react'
import { type PagedPhotos, usePagedPhotos } from '#app/photos/preview/paged-photos'
import { type Photo, type PhotoSort, sectionsFromSummary } from '#app/photos/timeline-model'
import { useAccountCounts } from '#app/queries/photos/account-counts'
import { usePhotoList } from '#app/queries/photos/photo-list'
import { useTimelineSummary } from '#app/queries/photos/timeline'
import { useTimelinePreview } from '#app/queries/photos/timeline-preview'

/**
 * The photoPreview route's photos (docs/requirements/photo-preview.md#preview-routes): timeline-based (month by
 * month) when the sort key is 'created', list-based (GET /photos) otherwise. Only the chosen source asks the server
 * for anything.
 */
export function usePreviewPhotos(sort: PhotoSort): PagedPhotos<Photo> {
  const timelineBased = sort.sortKey === 'created'
  const summary = useTimelineSummary({ enabled: timelineBased })
  const sections = useMemo(
    () => (summary.data ? sectionsFromSummary(summary.data.timeline, sort.sortOrder) : undefined),
    [summary.data, sort.sortOrder],
  )
  const list = usePhotoList(sort, { enabled: !timelineBased })
  const timeline = useTimelinePreview(sections ?? [], sort, {
    enabled: timelineBased && sections !== undefined,
  })
  const source = timelineBased ? timeline : list
  // The whole list's count ('n of m') is the account's.
  const paged = usePagedPhotos<Photo>(source, useAccountCounts().data?.photosCount)
  const summaryFailed = timelineBased && summary.isError
  return {
    ...paged,
    isError: paged.isError || summaryFailed,
    // The search for the opened photo and the move to the last loaded one may both ask: one request, not two.
    fetchNextPage: () => void source.fetchNextPage({ cancelRefetch: false }),
    retry: () => {
      if (summaryFailed) void summary.refetch()
      else if (source.isFetchNextPageError) void source.fetchNextPage({ cancelRefetch: false })
      else void source.refetch()
    },
  }
}
