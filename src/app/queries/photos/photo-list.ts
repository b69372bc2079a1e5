import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'
import type { PhotoSort } from './types'

/**
 * Photos per page of GET /photos, the list-based preview's source
 * (docs/requirements/constants.md#constants-photo-page-sizes: photos 500).
 */
export const photosPageSize = 500

/** GET /photos in the user's sort, page by page (cursor; null on the last page). */
export function photoListQuery(client: ServiceClient<'photos'>, sort: PhotoSort) {
  return infiniteQueryOptions({
    queryKey: photoKeys.previewPhotos(sort),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/photos', {
          params: {
            query: {
              limit: photosPageSize,
              sortKey: sort.sortKey,
              sortOrder: sort.sortOrder,
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.cursor ?? undefined,
  })
}

export function usePhotoList(sort: PhotoSort, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...photoListQuery(useServiceClient('photos'), sort), enabled })
}
