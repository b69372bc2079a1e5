import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { photosPageSize } from '#app/platform/photo-page-sizes'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'
import type { PhotoSort } from './types'

/** One page of GET /photos: in `sort`, `limit` photos after `cursor`, only those of an upload when `uploadId` is given. */
export function photosPage(
  client: ServiceClient<'photos'>,
  {
    sort,
    limit,
    cursor,
    uploadId,
  }: { sort: PhotoSort; limit: number; cursor: string | undefined; uploadId?: string },
) {
  return dataOf(
    client.GET('/photos', {
      params: {
        query: {
          limit,
          sortKey: sort.sortKey,
          sortOrder: sort.sortOrder,
          ...(cursor ? { cursor } : {}),
          ...(uploadId === undefined ? {} : { uploadId }),
        },
      },
    }),
  )
}

/** GET /photos in the user's sort, page by page (cursor; null on the last page). */
export function photoListQuery(client: ServiceClient<'photos'>, sort: PhotoSort) {
  return infiniteQueryOptions({
    queryKey: photoKeys.previewPhotos(sort),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => photosPage(client, { sort, limit: photosPageSize, cursor: pageParam }),
    getNextPageParam: (page) => page.cursor ?? undefined,
  })
}

export function usePhotoList(sort: PhotoSort, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...photoListQuery(useServiceClient('photos'), sort), enabled })
}
