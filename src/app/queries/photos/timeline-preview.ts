import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'
import { cachedMonthPhotos, type MonthPage } from './timeline'
import type { PhotoMonth, PhotoSort } from './types'

/** Photos per month page of the timeline-based preview. */
export const previewPageSize = 100

/** Where the timeline-based preview reads next: a month section, and the cursor inside it. */
export interface TimelinePreviewPosition {
  sectionIndex: number
  cursor?: string
}

/**
 * The page of a month the timeline has already loaded at this cursor (its first page for none), if it has. Cursors
 * name the last photo read, not a position, so the preview can go on from the timeline's 24 with its own 100.
 */
function pageTheTimelineHas(
  queryClient: QueryClient,
  section: PhotoMonth,
  sort: PhotoSort,
  cursor: string | undefined,
): MonthPage | undefined {
  const month = cachedMonthPhotos(queryClient, section, sort)
  const index = month?.pageParams.indexOf(cursor) ?? -1
  return index >= 0 ? month?.pages[index] : undefined
}

/**
 * The timeline-based preview (docs/requirements/photo-preview.md#preview-routes: shown when the photo sort
 * key is 'created'): the photos in the timeline's
 * order, month by month, read with GET /photos/timeline/{year}/{month}. Each page is one month page, so the preview
 * walks the same sections the timeline shows; it moves on to the next month when a month has no further cursor.
 * A month page the timeline already holds is taken from it rather than asked for again.
 */
export function timelinePreviewQuery(
  queryClient: QueryClient,
  client: ServiceClient<'photos'>,
  sections: readonly PhotoMonth[],
  sort: PhotoSort,
) {
  return infiniteQueryOptions({
    queryKey: photoKeys.previewTimeline(sort),
    initialPageParam: { sectionIndex: 0 } as TimelinePreviewPosition,
    queryFn: async ({ pageParam }) => {
      const section = sections[pageParam.sectionIndex]
      if (!section) return { images: [], next: undefined }
      const page =
        pageTheTimelineHas(queryClient, section, sort, pageParam.cursor) ??
        (await dataOf(
          client.GET('/photos/timeline/{year}/{month}', {
            params: {
              path: { year: section.year, month: section.month },
              query: {
                limit: previewPageSize,
                sortKey: sort.sortKey,
                sortOrder: sort.sortOrder,
                ...(pageParam.cursor ? { cursor: pageParam.cursor } : {}),
              },
            },
          }),
        ))
      const next: TimelinePreviewPosition | undefined = page.cursor
        ? { sectionIndex: pageParam.sectionIndex, cursor: page.cursor }
        : pageParam.sectionIndex + 1 < sections.length
          ? { sectionIndex: pageParam.sectionIndex + 1 }
          : undefined
      return { images: page.images, next }
    },
    getNextPageParam: (page) => page.next,
  })
}

export function useTimelinePreview(
  sections: readonly PhotoMonth[],
  sort: PhotoSort,
  { enabled }: { enabled: boolean },
) {
  const queryClient = useQueryClient()
  return useInfiniteQuery({
    ...timelinePreviewQuery(queryClient, useServiceClient('photos'), sections, sort),
    enabled,
  })
}
