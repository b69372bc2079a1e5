import { useMutation, useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '#app/platform/platform-context'
import { albumKeys } from '#app/queries/albums'
import { photoLibraryKeys } from '#app/queries/photos'
import { sharedAlbumKeys } from '#app/queries/shared-albums'

/**
 * DELETE /shared-albums/{id}: the owner deletes it for everyone (the photos stay), a participant deletes it for
 * themselves and the photos they added leave it (spec §2). The album lists and counts refresh.
 */
export function useDeleteSharedAlbum(albumId: string) {
  const queryClient = useQueryClient()
  const { clients } = usePlatform()
  return useMutation({
    mutationFn: () =>
      clients.sharedAlbums.DELETE('/shared-albums/{id}', { params: { path: { id: albumId } } }),
    onSuccess: () => {
      // Stale, not refetched: the screen is still on show until the caller navigates away.
      void queryClient.invalidateQueries({ queryKey: sharedAlbumKeys.album(albumId), refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: albumKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: photoLibraryKeys.accountCounts() })
    },
  })
}
