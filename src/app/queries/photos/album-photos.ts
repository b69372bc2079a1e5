import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { isApiError } from '#app/api/api-error'
import { dataOf } from '#app/api/create-service-client'
import { lazyModule } from '#app/platform/lazy-module'
import { useServiceClient } from '#app/queries/service-clients'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { copyInBatches } from './copy-in-batches'
import { photoKeys } from './keys'
import { type Removal, useRemoval } from './removal'

export interface CopyRequest {
  albumId: string
  photoIds: readonly string[]
}

/** Copies photos into an album; the album (photos, count, cover) and the album lists refresh afterwards. */
export function useCopyToAlbum() {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: ({ albumId, photoIds }: CopyRequest) => copyInBatches(client, albumId, photoIds),
    // Settled, not only succeeded: a batch that got through before a failure changed the album too.
    onSettled: (_, __, { albumId }) => {
      void queryClient.invalidateQueries({ queryKey: photoKeys.album(albumId) })
      void queryClient.invalidateQueries({ queryKey: photoKeys.albumLists() })
    },
  })
}

/**
 * 'Add photos' on an album: adds the chosen photos in batches and answers the ids added. Everything under the
 * albums refreshes once they are in; on a failure what was added stays added and the album shows it once refreshed.
 */
export function useAddPhotosToAlbum(albumId: string) {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: (photoIds: string[]) => copyInBatches(client, albumId, photoIds),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: photoKeys.albums() }),
    onError: () => void queryClient.invalidateQueries({ queryKey: photoKeys.album(albumId) }),
  })
}

const albumCaches = lazyModule(() => import('./album-removal-caches'))

/**
 * 'Delete from album' (decision 0028): the photos leave the album's grid and count at once; DELETE
 * /albums/{id}/photos is sent when the caller says (after Undo's window), in the library deletion's batches.
 */
export function useAlbumPhotoRemoval(albumId: string): Removal {
  return useRemoval({
    module: albumCaches,
    caches: (module, queryClient) => module.albumRemovalCaches(queryClient, albumId),
    sendBatch: useAlbumPhotoBatchRemoval(albumId),
    list: `album/${albumId}`,
  })
}

/**
 * DELETE /albums/{id}/photos for one batch, answering the ids the service could not remove. Sent as the tab closes
 * (leaving), the request is kept alive as far as the browser allows.
 */
function useAlbumPhotoBatchRemoval(
  albumId: string,
): (photoIds: string[], leaving: boolean) => Promise<string[]> {
  const client = useServiceClient('photos')
  return useCallback(
    async (photoIds, leaving) => {
      try {
        const answer = await dataOf(
          client.DELETE('/albums/{id}/photos', {
            params: { path: { id: albumId } },
            body: { photoIds },
            ...(leaving ? { keepalive: true } : {}),
          }),
        )
        return answer.failed
      } catch (error) {
        // 404 is AlbumNotFound (openapi/photos.yaml): deleted meanwhile (here within the removal's Undo window, or
        // in another tab), the album holds none of these photos any more, so none failed to leave it.
        if (isApiError(error) && error.kind === 'status' && error.status === 404) return []
        throw error
      }
    },
    [client, albumId],
  )
}
