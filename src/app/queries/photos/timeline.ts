import {
  type InfiniteData,
  InfiniteQueryObserver,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'
import type { PhotoMonth, PhotoSort } from './types'

/** The timeline page size (docs/requirements/constants.md#constants-photo-page-sizes). */
export const timelinePageSize = 24

/** GET /users/timeline: how many photos each month holds. */
export function timelineSummaryQuery(client: ServiceClient<'photos'>) {
  return queryOptions({
    queryKey: photoKeys.timeline(),
    queryFn: () => dataOf(client.GET('/users/timeline')),
  })
}

export function useTimelineSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...timelineSummaryQuery(useServiceClient('photos')), enabled })
}

/** What a month's query carries besides its key: which month and sort it holds (failed-months.ts follows them). */
export interface MonthMeta extends Record<string, unknown> {
  photoMonth: PhotoMonth
  sort: PhotoSort
}

/** The month and sort of a month's query, or nothing for any other query. */
export function monthMetaOf(meta: Record<string, unknown> | undefined): MonthMeta | undefined {
  return meta && typeof meta.photoMonth === 'object' && typeof meta.sort === 'object'
    ? (meta as MonthMeta)
    : undefined
}

/**
 * One month's photos, page by page (24 at a time by cursor). A failed page raises 'Request failure' and the month
 * becomes rejected (docs/requirements/errors.md#errors-photo-internal); its cause is the ApiError, logged once by the
 * query cache.
 */
export function monthPhotosQuery(client: ServiceClient<'photos'>, month: PhotoMonth, sort: PhotoSort) {
  const meta: MonthMeta = { photoMonth: { year: month.year, month: month.month }, sort }
  return infiniteQueryOptions({
    queryKey: photoKeys.month(month, sort),
    meta,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      try {
        return await dataOf(
          client.GET('/photos/timeline/{year}/{month}', {
            params: {
              path: { year: month.year, month: month.month },
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
    // A failed month is rejected at once and shows its error with Try again
    // (docs/requirements/photos-screen.md#photos-timeline-month-state), rather than waiting on a
    // silent second attempt while its skeleton cells stay up.
    retry: false,
  })
}

export type MonthPage = Awaited<ReturnType<NonNullable<ReturnType<typeof monthPhotosQuery>['queryFn']>>>

/**
 * Asks for a month's first page ahead of its rows (the month the date scrubber lands on, the first month the timeline
 * showed last time), unless the cache has it or has it on its way; the rows then find it there.
 */
export function useMonthPhotosAhead(): (month: PhotoMonth, sort: PhotoSort) => void {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useCallback(
    (month, sort) => {
      const query = monthPhotosQuery(client, month, sort)
      if (!queryClient.getQueryState(query.queryKey)) void queryClient.prefetchInfiniteQuery(query)
    },
    [queryClient, client],
  )
}

/**
 * Tries failed months again: a month whose later page failed asks for that page, keeping the pages it has; one whose
 * first page failed asks again from the start.
 */
export function useRetryMonths(sort: PhotoSort): (months: readonly PhotoMonth[]) => void {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useCallback(
    (months) => {
      for (const month of months) {
        const observer = new InfiniteQueryObserver(queryClient, {
          ...monthPhotosQuery(client, month, sort),
          enabled: false,
        })
        const { isFetchNextPageError } = observer.getCurrentResult()
        void (isFetchNextPageError ? observer.fetchNextPage({ cancelRefetch: false }) : observer.refetch())
      }
    },
    [queryClient, client, sort],
  )
}

export function useMonthPhotos(month: PhotoMonth, sort: PhotoSort, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...monthPhotosQuery(useServiceClient('photos'), month, sort), enabled })
}

/** The pages of a month the cache holds, in this sort, with the cursor each was read at. */
export function cachedMonthPhotos(
  queryClient: QueryClient,
  month: PhotoMonth,
  sort: PhotoSort,
): InfiniteData<MonthPage, string | undefined> | undefined {
  return queryClient.getQueryData(photoKeys.month(month, sort))
}

/** Reads what the cache holds of a month in a sort (cachedMonthPhotos), without asking the service. */
export function useCachedMonthPhotos(): (
  month: PhotoMonth,
  sort: PhotoSort,
) => InfiniteData<MonthPage, string | undefined> | undefined {
  const queryClient = useQueryClient()
  return useCallback((month, sort) => cachedMonthPhotos(queryClient, month, sort), [queryClient])
}

/** Asks again for everything of the library (months, counts, albums): after an import ends, after all is deleted. */
export function useRefreshPhotoLibrary(): () => void {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: photoKeys.all })
}
