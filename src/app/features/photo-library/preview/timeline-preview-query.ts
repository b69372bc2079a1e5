import { infiniteQueryOptions } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { previewPageSize } from '#app/photos/preview/preview-queries'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import { photoLibraryKeys } from '#app/queries/photos'

/** Where the timeline-based preview reads next: a month section, and the cursor inside it. */
export interface TimelinePreviewPosition {
  sectionIndex: number
  cursor?: string
}

/**
 * The timeline-based preview (spec §2: shown when the photo sort key is 'created'): the photos in the timeline's
 * order, month by month, read with GET /photos/timeline/{year}/{month}. Each page is one month page, so the preview
 * walks the same sections the timeline shows; it moves on to the next month when a month has no further cursor.
 */
export function timelinePreviewQuery(
  client: ServiceClient<'photos'>,
  sections: readonly TimelineSection[],
  sort: PhotoSort,
) {
  return infiniteQueryOptions({
    queryKey: [...photoLibraryKeys.all, 'preview-timeline', sort.sortKey, sort.sortOrder],
    initialPageParam: { sectionIndex: 0 } as TimelinePreviewPosition,
    queryFn: async ({ pageParam }) => {
      const section = sections[pageParam.sectionIndex]
      if (!section) return { images: [], next: undefined }
      const page = await dataOf(
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
      )
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
