import { useCallback } from 'react'
import { dataOf } from '#app/api/create-service-client'
import { lazyModule } from '#app/platform/lazy-module'
import { useServiceClient } from '#app/queries/service-clients'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { type Removal, useRemoval } from './removal'

/**
 * DELETE /photos for one batch, answering the ids the service could not delete. Sent as the tab closes (leaving),
 * the request is kept alive as far as the browser allows.
 */
function usePhotoBatchDeletion(): (photoIds: string[], leaving: boolean) => Promise<string[]> {
  const client = useServiceClient('photos')
  return useCallback(
    async (photoIds, leaving) => {
      const answer = await dataOf(
        client.DELETE('/photos', { body: { photoIds }, ...(leaving ? { keepalive: true } : {}) }),
      )
      return answer.failed
    },
    [client],
  )
}

const libraryCaches = lazyModule(() => import('./library-removal-caches'))

/**
 * Deleting photos from the library (decision 0028): they leave every list, the counts and the month headers at once;
 * DELETE /photos is sent when the caller says (after Undo's window), in the spec's batches with retries
 * (docs/requirements/services.md#services-photos, docs/requirements/constants.md#constants-photo-page-sizes).
 */
export function usePhotoDeletion(): Removal {
  return useRemoval({
    module: libraryCaches,
    caches: (module, queryClient) => module.libraryRemovalCaches(queryClient),
    sendBatch: usePhotoBatchDeletion(),
    list: 'library',
  })
}

/** DELETE /photos/all. What happens after (closing, refreshing the library, the toast) is the caller's. */
export function useDeleteAllPhotos() {
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: () => dataOf(client.DELETE('/photos/all')),
  })
}
