import { useQueryClient } from '@tanstack/react-query'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import type { Album } from './albums'
import { photoKeys } from './keys'

/** POST /albums; the lists and the Albums tab count refresh once it exists. */
export function useCreateAlbum() {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: (albumName: string) => dataOf(client.POST('/albums', { body: { albumName } })),
    onSuccess: (album) => {
      queryClient.setQueryData<Album>(photoKeys.album(album.albumId), album)
      void queryClient.invalidateQueries({ queryKey: photoKeys.albumLists() })
      void queryClient.invalidateQueries({ queryKey: photoKeys.accountCounts() })
    },
  })
}

/** PATCH /albums/{id} with the new name. */
export function useRenameAlbum(albumId: string) {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: (name: string) =>
      dataOf(client.PATCH('/albums/{id}', { params: { path: { id: albumId } }, body: { name } })),
    onSuccess: (album) => {
      queryClient.setQueryData<Album>(photoKeys.album(albumId), album)
      void queryClient.invalidateQueries({ queryKey: photoKeys.albumLists() })
    },
  })
}

/** DELETE /albums/{id}; its photos stay in the library. */
export function useDeleteAlbum(albumId: string) {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useOnceMutation({
    mutationFn: () => client.DELETE('/albums/{id}', { params: { path: { id: albumId } } }),
    onSuccess: () => {
      // Stale, not removed: the album screen is still on show until the caller navigates away.
      void queryClient.invalidateQueries({ queryKey: photoKeys.album(albumId), refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: photoKeys.albumLists() })
      void queryClient.invalidateQueries({ queryKey: photoKeys.accountCounts() })
    },
  })
}
