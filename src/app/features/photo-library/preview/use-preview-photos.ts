import { useMemo } from 'react'
import { type Photo, type PhotoSort, sectionsFromSummary } from '#app/photos/timeline-model'
import { usePhotoList } from '#app/queries/photo-list'
import { useTimelineSummary } from '#app/queries/photo-timeline'
import { useTimelinePreview } from '#app/queries/timeline-preview'

/** The photos a preview walks through, loaded page by page, whichever source they come from. */
export interface PreviewPhotos {
  photos: Photo[]
  pagesLoaded: number
  isSuccess: boolean
  isError: boolean
  isFetchNextPageError: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
  retry: () => void
}

/**
 * The photoPreview route's photos (spec §2): timeline-based (month by month) when the sort key is 'created',
 * list-based (GET /photos) otherwise. Only the chosen source asks the server for anything.
 */
export function usePreviewPhotos(sort: PhotoSort): PreviewPhotos {
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
  const pages: { images: Photo[] }[] | undefined = source.data?.pages
  const photos = useMemo(() => pages?.flatMap((page) => page.images) ?? [], [pages])
  const summaryFailed = timelineBased && summary.isError
  return {
    photos,
    pagesLoaded: pages?.length ?? 0,
    isSuccess: source.isSuccess,
    isError: source.isError || summaryFailed,
    isFetchNextPageError: source.isFetchNextPageError,
    hasNextPage: source.hasNextPage,
    isFetchingNextPage: source.isFetchingNextPage,
    // The search for the opened photo and the move to the last loaded one may both ask: one request, not two.
    fetchNextPage: () => void source.fetchNextPage({ cancelRefetch: false }),
    retry: () => {
      if (summaryFailed) void summary.refetch()
      else if (source.isFetchNextPageError) void source.fetchNextPage({ cancelRefetch: false })
      else void source.refetch()
    },
  }
}
