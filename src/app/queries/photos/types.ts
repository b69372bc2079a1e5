import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'

export type Photo = ServiceSchemas<'photos'>['schemas']['Photo']
export type SortKey = 'dateTaken' | 'created'
export type SortOrder = 'asc' | 'desc'
/** The order of a photo list: the photo service's sortKey and sortOrder parameters. */
export interface PhotoSort {
  sortKey: SortKey
  sortOrder: SortOrder
}
/** A month of the timeline as the photo service names it: year and month (1–12). */
export interface PhotoMonth {
  year: number
  month: number
}

/** The photo library's key tree: every photo list, count and summary sits under `all`. */
export const photoLibraryKeys = {
  all: ['photo-library'] as const,
  accountCounts: () => [...photoLibraryKeys.all, 'account-counts'] as const,
  /** Under the account counts' key, so refreshing those refreshes these too. */
  sharedCounts: () => [...photoLibraryKeys.accountCounts(), 'shared'] as const,
  timeline: () => [...photoLibraryKeys.all, 'timeline'] as const,
  months: () => [...photoLibraryKeys.all, 'month'] as const,
  month: ({ year, month }: PhotoMonth, sort: PhotoSort) =>
    [...photoLibraryKeys.months(), year, month, sort.sortKey, sort.sortOrder] as const,
  previewPhotos: (sort: PhotoSort) =>
    [...photoLibraryKeys.all, 'preview-photos', sort.sortKey, sort.sortOrder] as const,
  previewTimeline: (sort: PhotoSort) =>
    [...photoLibraryKeys.all, 'preview-timeline', sort.sortKey, sort.sortOrder] as const,
  /** Under the library's key, so refreshing the library after an import asks for the status again too. */
  activation: () => [...photoLibraryKeys.all, 'activation'] as const,
}

/** How many photos and albums the tabs show. */
export function accountCountsQuery(client: ServiceClient<'photos'>) {
  return queryOptions({
    queryKey: photoLibraryKeys.accountCounts(),
    queryFn: () => dataOf(client.GET('/users/counts')),
  })
}

export function useAccountCounts() {
  return useQuery(accountCountsQuery(useServiceClient('photos')))
}
