import { queryOptions } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type Photo = ServiceSchemas<'photos'>['schemas']['Photo']
export type SortKey = 'dateTaken' | 'created'
export type SortOrder = 'asc' | 'desc'
/** The order of a photo list: the photo service's sortKey and sortOrder parameters. */
export interface PhotoSort {
  sortKey: SortKey
  sortOrder: SortOrder
}

export const photoLibraryKeys = {
  all: ['photo-library'] as const,
  accountCounts: () => [...photoLibraryKeys.all, 'account-counts'] as const,
  timeline: () => [...photoLibraryKeys.all, 'timeline'] as const,
}

/** How many photos and albums the tabs show. */
export function accountCountsQuery(client: ServiceClient<'photos'>) {
  return queryOptions({
    queryKey: photoLibraryKeys.accountCounts(),
    queryFn: () => dataOf(client.GET('/users/counts')),
  })
}
