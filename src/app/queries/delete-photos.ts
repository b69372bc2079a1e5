import { useCallback } from 'react'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

/**
 * DELETE /photos for one batch, answering the ids the service could not delete. Sent as the tab closes (leaving),
 * the request is kept alive as far as the browser allows.
 */
export function usePhotoBatchDeletion(): (photoIds: string[], leaving: boolean) => Promise<string[]> {
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

/** DELETE /photos/all. What happens after (closing, refreshing the library, the toast) is the caller's. */
export function useDeleteAllPhotos() {
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: () => dataOf(client.DELETE('/photos/all')),
  })
}
