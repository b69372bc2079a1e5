import { useInfiniteQuery } from '@tanstack/react-query'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'

/** The photos of an upload a page shows at once: a few rows of the details panel's tiles. */
export const uploadPhotosPageSize = 60

/**
 * The photos uploaded together (GET /photos?uploadId=…), in the order they were added, page by page. Under the
 * library's key tree, so a deletion takes photos out of it and an import refreshes it like any other list.
 */
export function useUploadPhotos(uploadId: string | undefined) {
  const client = useServiceClient('photos')
  return useInfiniteQuery({
    queryKey: photoKeys.uploadPhotos(uploadId ?? ''),
    enabled: uploadId !== undefined,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/photos', {
          params: {
            query: {
              uploadId: uploadId ?? '',
              limit: uploadPhotosPageSize,
              sortKey: 'created',
              sortOrder: 'asc',
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.cursor ?? undefined,
    // As a timeline month (timeline.ts): a failure shows at once with Try again, not after a silent second attempt
    // while the placeholder tiles stay up.
    retry: false,
  })
}
