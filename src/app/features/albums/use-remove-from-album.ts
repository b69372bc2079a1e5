import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { albumPhotosRemoval } from '#app/photos/album-photos-removal'
import { useAlbumPhotoBatchRemoval } from '#app/queries/album-photos'
import { albumKeys } from '#app/queries/albums'
import type { RetriesExceededError } from '#app/queries/delete-in-batches'
import { useToasts } from '#app/ui/toast/toast-provider'
import { useUndoScope } from '#app/ui/undo/undo-scope'
import { removeFromAlbumCaches, restoreAlbumCaches } from './album-removal'

/**
 * 'Delete from album', with Undo (decision 0028): the photos leave the album's grid and count at once, and the
 * toast that says so ('Photo removed from {albumName}') offers Undo for 5 s; only then does DELETE
 * /albums/{id}/photos run, in batches with retries (the library deletion's batching). Undo puts them back and
 * sends nothing; whatever could not be removed comes back with the spec's error toast.
 */
export function useRemoveFromAlbum(albumId: string, albumName: string) {
  const intl = useIntl()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const removeBatch = useAlbumPhotoBatchRemoval(albumId)
  useUndoScope()
  const latest = useRef({ intl, toasts, queryClient, removeBatch, albumName })
  latest.current = { intl, toasts, queryClient, removeBatch, albumName }

  const remove = (photoIds: string[], { onUndo }: { onUndo?: () => void } = {}) => {
    void (async () => {
      // Loaded as the library's deletion loads it: a static import here costs the photos page a runtime chunk.
      const [{ deleteInBatches }, { deleteWithUndo }] = await Promise.all([
        import('#app/queries/delete-in-batches'),
        import('#app/ui/undo/undo-toast'),
      ])
      const { intl, toasts, queryClient, removeBatch, albumName } = latest.current
      await queryClient.cancelQueries({ queryKey: albumKeys.album(albumId) })
      const snapshot = removeFromAlbumCaches(queryClient, albumId, new Set(photoIds))
      const send = async (leaving: boolean) => {
        try {
          await deleteInBatches(photoIds, (batch) => removeBatch(batch, leaving))
        } catch (error) {
          toasts.show(
            intl.formatMessage({
              id: photoIds.length === 1 ? 'albums.remove.error.one' : 'albums.remove.error.many',
            }),
            { kind: 'error' },
          )
          const failed = new Set(
            error instanceof Error && error.name === 'RetriesExceededError'
              ? (error as RetriesExceededError).failed
              : photoIds,
          )
          restoreAlbumCaches(
            queryClient,
            albumId,
            snapshot,
            new Set(photoIds.filter((id) => !failed.has(id))),
          )
        } finally {
          void queryClient.invalidateQueries({ queryKey: albumKeys.album(albumId), exact: true })
          void queryClient.invalidateQueries({ queryKey: albumKeys.lists() })
        }
      }
      deleteWithUndo(toasts, {
        // The spec's success message, said as they leave: Undo sits beside it.
        message:
          photoIds.length === 1
            ? intl.formatMessage({ id: 'albums.remove.done.one' }, { albumName })
            : intl.formatMessage({ id: 'albums.remove.done.many' }, { albumName, count: photoIds.length }),
        send: (leaving) => void send(leaving),
        subject: albumPhotosRemoval(albumId),
        restore: () => {
          restoreAlbumCaches(queryClient, albumId, snapshot, new Set())
          onUndo?.()
        },
      })
    })()
  }
  return { remove }
}
