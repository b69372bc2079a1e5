import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { dataOf } from '#app/api/create-service-client'
import type { RetriesExceededError } from '#app/photos/selection/delete-in-batches'
import { usePlatform } from '#app/platform/platform-context'
import { albumKeys } from '#app/queries/albums'
import { useToasts } from '#app/ui/toast/toast-provider'
import { removeFromAlbumCaches, restoreAlbumCaches } from './album-removal'

/**
 * 'Delete from album': the photos leave the album's grid at once; DELETE /albums/{id}/photos runs in batches with
 * retries (the library deletion's batching); whatever could not be removed comes back. Toasts say how it went.
 */
export function useRemoveFromAlbum(albumId: string, albumName: string) {
  const intl = useIntl()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const { clients } = usePlatform()
  return useMutation({
    mutationFn: async (photoIds: string[]) => {
      // Loaded as the library's deletion loads it: a static import here costs the photos page a runtime chunk.
      const { deleteInBatches } = await import('#app/photos/selection/delete-in-batches')
      return deleteInBatches(photoIds, async (batch) => {
        const answer = await dataOf(
          clients.photos.DELETE('/albums/{id}/photos', {
            params: { path: { id: albumId } },
            body: { photoIds: batch },
          }),
        )
        return answer.failed
      })
    },
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: albumKeys.album(albumId) })
      return { snapshot: removeFromAlbumCaches(queryClient, albumId, new Set(photoIds)) }
    },
    onSuccess: (_, photoIds) => {
      toasts.show(
        photoIds.length === 1
          ? intl.formatMessage({ id: 'albums.remove.done.one' }, { albumName })
          : intl.formatMessage({ id: 'albums.remove.done.many' }, { albumName, count: photoIds.length }),
        { kind: 'success' },
      )
    },
    onError: (error, photoIds, context) => {
      toasts.show(
        intl.formatMessage({
          id: photoIds.length === 1 ? 'albums.remove.error.one' : 'albums.remove.error.many',
        }),
        { kind: 'error' },
      )
      if (!context) return
      const failed = new Set(
        error instanceof Error && error.name === 'RetriesExceededError'
          ? (error as RetriesExceededError).failed
          : photoIds,
      )
      restoreAlbumCaches(
        queryClient,
        albumId,
        context.snapshot,
        new Set(photoIds.filter((id) => !failed.has(id))),
      )
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: albumKeys.album(albumId), exact: true })
      void queryClient.invalidateQueries({ queryKey: albumKeys.lists() })
    },
  })
}
