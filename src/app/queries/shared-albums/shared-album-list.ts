import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { sharedAlbumKeys } from './keys'

/** Shared albums per page (docs/requirements/constants.md#constants-photo-page-sizes). */
export const sharedAlbumsPageSize = 50

/** The albums others shared with the user ('Shared with you'). */
export function sharedAlbumsQuery(client: ServiceClient<'shared-albums'>) {
  return infiniteQueryOptions({
    queryKey: sharedAlbumKeys.list(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/shared-albums', {
          params: { query: { limit: sharedAlbumsPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
        }),
      ),
    getNextPageParam: (page) => page.cursor ?? undefined,
  })
}

export function useSharedAlbums() {
  return useInfiniteQuery(sharedAlbumsQuery(useServiceClient('sharedAlbums')))
}
