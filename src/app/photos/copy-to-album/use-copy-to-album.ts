import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '#app/platform/platform-context'
import { albumKeys } from '#app/queries/albums'
import { copyInBatches } from './copy-in-batches'

export interface CopyRequest {
  albumId: string
  photoIds: readonly string[]
}

/** Copies photos into an album; the album (photos, count, cover) and the album lists refresh afterwards. */
export function useCopyToAlbum() {
  const queryClient = useQueryClient()
  const { clients } = usePlatform()
  return useMutation({
    mutationFn: ({ albumId, photoIds }: CopyRequest) => copyInBatches(clients.photos, albumId, photoIds),
    // Settled, not only succeeded: a batch that got through before a failure changed the album too.
    onSettled: (_, __, { albumId }) => {
      void queryClient.invalidateQueries({ queryKey: albumKeys.album(albumId) })
      void queryClient.invalidateQueries({ queryKey: albumKeys.lists() })
    },
  })
}
