import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { dataOf } from '#app/api/create-service-client'
import type { RetriesExceededError } from '#app/photos/selection/delete-in-batches'
import { usePlatform } from '#app/platform/platform-context'
import { photoLibraryKeys } from '#app/queries/photos'
import type { Snapshot } from './optimistic-removal'

type DeletionModules = [
  typeof import('#app/photos/selection/delete-in-batches'),
  typeof import('./optimistic-removal'),
]
let loadedDeletion: DeletionModules | undefined

/** The deletion logic loads with the first deletion, not with the page (DESIGN §8). */
const deletion = async (): Promise<DeletionModules> => {
  loadedDeletion ??= await Promise.all([
    import('#app/photos/selection/delete-in-batches'),
    import('./optimistic-removal'),
  ])
  return loadedDeletion
}

/**
 * Deletes photos optimistically: they leave every list at once; the calls run in batches with retries; whatever
 * could not be deleted comes back in place, and the error says so.
 */
export function useDeletePhotos({ preload = false }: { preload?: boolean } = {}) {
  const queryClient = useQueryClient()
  const { clients } = usePlatform()
  // Fetched as selection mode opens, so the photos can leave in the frame after Delete (DESIGN §8).
  useEffect(() => {
    if (preload) void deletion()
  }, [preload])
  // Photos the click already took out of the caches, and what the caches held before.
  const removedOnClick = useRef<{ photoIds: string[]; snapshot: Snapshot } | null>(null)
  const mutation = useMutation({
    mutationFn: async (photoIds: string[]) => {
      const [{ deleteInBatches }] = await deletion()
      return deleteInBatches(photoIds, async (batch) => {
        const answer = await dataOf(clients.photos.DELETE('/photos', { body: { photoIds: batch } }))
        return answer.failed
      })
    },
    onMutate: async (photoIds) => {
      const early = removedOnClick.current
      removedOnClick.current = null
      if (early?.photoIds === photoIds) return { snapshot: early.snapshot }
      const [, { removePhotosFromCaches }] = await deletion()
      // A page still loading would put the photos back when it lands; with none in flight, nothing to wait for.
      if (queryClient.isFetching({ queryKey: photoLibraryKeys.all }) > 0) {
        await queryClient.cancelQueries({ queryKey: photoLibraryKeys.all })
      }
      return { snapshot: removePhotosFromCaches(queryClient, new Set(photoIds)) }
    },
    onError: async (error, photoIds, context) => {
      if (!context) return
      const [, { restoreCaches }] = await deletion()
      const failed = new Set(
        error instanceof Error && error.name === 'RetriesExceededError'
          ? (error as RetriesExceededError).failed
          : photoIds,
      )
      restoreCaches(queryClient, context.snapshot, new Set(photoIds.filter((id) => !failed.has(id))))
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.accountCounts() })
      void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.timeline(), exact: true })
    },
  })
  /**
   * With the deletion code loaded and no page loading, the photos leave in this task, so they are gone in the
   * next frame; otherwise onMutate takes them out once it is loaded and the loading pages are cancelled.
   */
  const removeAtOnce = (photoIds: string[]) => {
    if (loadedDeletion && queryClient.isFetching({ queryKey: photoLibraryKeys.all }) === 0) {
      const snapshot = loadedDeletion[1].removePhotosFromCaches(queryClient, new Set(photoIds))
      removedOnClick.current = { photoIds, snapshot }
    }
  }
  const mutate: typeof mutation.mutate = (photoIds, options) => {
    removeAtOnce(photoIds)
    mutation.mutate(photoIds, options)
  }
  /** As mutate; its promise settles even when the screen that asked has gone (mutate's callbacks then do not run). */
  const mutateAsync: typeof mutation.mutateAsync = (photoIds, options) => {
    removeAtOnce(photoIds)
    return mutation.mutateAsync(photoIds, options)
  }
  return { ...mutation, mutate, mutateAsync }
}
