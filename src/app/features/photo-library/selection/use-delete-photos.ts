import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dataOf } from '../../../api/create-service-client'
import { usePlatform } from '../../../platform/platform-context'
import { photoLibraryKeys } from '../queries'
import { deleteInBatches, RetriesExceededError } from './delete-in-batches'
import { removePhotosFromCaches, restoreCaches } from './optimistic-removal'

/**
 * Deletes photos optimistically: they leave every list at once; the calls run in batches with retries; whatever
 * could not be deleted comes back in place, and the error says so.
 */
export function useDeletePhotos() {
  const queryClient = useQueryClient()
  const { clients } = usePlatform()
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      deleteInBatches(photoIds, async (batch) => {
        const answer = await dataOf(clients.photos.DELETE('/photos', { body: { photoIds: batch } }))
        return answer.failed
      }),
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: photoLibraryKeys.all })
      return { snapshot: removePhotosFromCaches(queryClient, new Set(photoIds)) }
    },
    onError: (error, photoIds, context) => {
      if (!context) return
      const failed = new Set(error instanceof RetriesExceededError ? error.failed : photoIds)
      restoreCaches(queryClient, context.snapshot, new Set(photoIds.filter((id) => !failed.has(id))))
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.accountCounts() })
      void queryClient.invalidateQueries({ queryKey: [...photoLibraryKeys.all, 'timeline'], exact: true })
    },
  })
}
