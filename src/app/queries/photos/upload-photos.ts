import { useInfiniteQuery } from '@tanstack/react-query'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'
import { photosPage } from './photo-list'
import type { PhotoSort } from './types'

/** The order the photos of an upload were added in. */
const uploadOrder: PhotoSort = { sortKey: 'created', sortOrder: 'asc' }

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
      photosPage(client, {
        sort: uploadOrder,
        limit: uploadPhotosPageSize,
        cursor: pageParam,
        uploadId: uploadId ?? '',
      }),
    getNextPageParam: (page) => page.cursor ?? undefined,
    // As a timeline month (timeline.ts): a failure shows at once with Try again, not after a silent second attempt
    // while the placeholder tiles stay up.
    retry: false,
  })
}
