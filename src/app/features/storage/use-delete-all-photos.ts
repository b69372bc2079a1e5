import { useMutation } from '@tanstack/react-query'
import { dataOf } from '#app/api/create-service-client'
import { usePlatform } from '#app/platform/platform-context'

/** DELETE /photos/all. What happens after (closing, refreshing the library, the toast) is the caller's. */
export function useDeleteAllPhotos() {
  const { clients } = usePlatform()
  return useMutation({
    mutationFn: () => dataOf(clients.photos.DELETE('/photos/all')),
  })
}
