import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { type PhotoSort, type TimelineSection, timelinePageSize } from '#app/photos/timeline-model'
import { photoLibraryKeys } from '#app/queries/photos'

/** GET /users/timeline: how many photos each month holds. */
export function timelineSummaryQuery(client: ServiceClient<'photos'>) {
  return queryOptions({
    queryKey: photoLibraryKeys.timeline(),
    queryFn: () => dataOf(client.GET('/users/timeline')),
  })
}

/** The start of every month's query key (monthPhotosQuery): year, month, sort key and order follow it. */
export const monthQueryKeyPrefix = [...photoLibraryKeys.all, 'month'] as const

/**
 * One month's photos, page by page (24 at a time by cursor). A failed page raises 'Request failure' and the month
 * becomes rejected (spec §8); its cause is the ApiError, logged once by the query cache.
 */
export function monthPhotosQuery(client: ServiceClient<'photos'>, section: TimelineSection, sort: PhotoSort) {
  return infiniteQueryOptions({
    queryKey: [...monthQueryKeyPrefix, section.year, section.month, sort.sortKey, sort.sortOrder],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      try {
        return await dataOf(
          client.GET('/photos/timeline/{year}/{month}', {
            params: {
              path: { year: section.year, month: section.month },
              query: {
                limit: timelinePageSize,
                sortKey: sort.sortKey,
                sortOrder: sort.sortOrder,
                ...(pageParam ? { cursor: pageParam } : {}),
              },
            },
          }),
        )
      } catch (error) {
        throw new Error('Request failure', { cause: error })
      }
    },
    getNextPageParam: (page) => page.cursor ?? undefined,
    // A failed month is rejected at once and shows its error with Try again (spec §4), rather than waiting on a
    // silent second attempt while its skeleton cells stay up.
    retry: false,
  })
}
