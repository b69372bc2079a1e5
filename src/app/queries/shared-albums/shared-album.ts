import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { sharedAlbumPhotosPageSize } from '#app/platform/photo-page-sizes'
import { photoKeys } from '#app/queries/photos/keys'
import type { PhotoSort } from '#app/queries/photos/types'
import { useServiceClient } from '#app/queries/service-clients'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { sharedAlbumKeys } from './keys'

export type SharedAlbum = ServiceSchemas<'shared-albums'>['schemas']['SharedAlbum']
export type SharedPhoto = ServiceSchemas<'shared-albums'>['schemas']['SharedPhoto']
export type AlbumParticipants = ServiceSchemas<'shared-albums'>['schemas']['AlbumParticipants']

/** GET /shared-albums/{id}: an album the user owns or takes part in. */
export function sharedAlbumQuery(client: ServiceClient<'shared-albums'>, albumId: string) {
  return queryOptions({
    queryKey: sharedAlbumKeys.album(albumId),
    queryFn: () => dataOf(client.GET('/shared-albums/{id}', { params: { path: { id: albumId } } })),
  })
}

export function useSharedAlbum(albumId: string) {
  return useQuery(sharedAlbumQuery(useServiceClient('sharedAlbums'), albumId))
}

/** GET /shared-albums/{id}/participants: the owner and everyone the album is shared with. */
export function sharedAlbumParticipantsQuery(client: ServiceClient<'shared-albums'>, albumId: string) {
  return queryOptions({
    queryKey: sharedAlbumKeys.participants(albumId),
    queryFn: () =>
      dataOf(client.GET('/shared-albums/{id}/participants', { params: { path: { id: albumId } } })),
  })
}

export function useSharedAlbumParticipants(albumId: string) {
  return useQuery(sharedAlbumParticipantsQuery(useServiceClient('sharedAlbums'), albumId))
}

/** GET /shared-albums/{id}/photos in the shared-album sort, 50 at a time; each photo carries its ownerId. */
export function sharedAlbumPhotosQuery(
  client: ServiceClient<'shared-albums'>,
  albumId: string,
  sort: PhotoSort,
) {
  return infiniteQueryOptions({
    queryKey: sharedAlbumKeys.photos(albumId, sort),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/shared-albums/{id}/photos', {
          params: {
            path: { id: albumId },
            query: {
              limit: sharedAlbumPhotosPageSize,
              sortKey: sort.sortKey,
              sortOrder: sort.sortOrder,
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.cursor ?? undefined,
  })
}

export function useSharedAlbumPhotos(albumId: string, sort: PhotoSort) {
  return useInfiniteQuery(sharedAlbumPhotosQuery(useServiceClient('sharedAlbums'), albumId, sort))
}

/**
 * DELETE /shared-albums/{id}: the owner deletes it for everyone (the photos stay), a participant deletes it for
 * themselves and the photos they added leave it
 * (docs/requirements/shared-albums.md#shared-albums-delete). The album lists and counts refresh.
 */
export function useDeleteSharedAlbum(albumId: string) {
  const queryClient = useQueryClient()
  const client = useServiceClient('sharedAlbums')
  return useOnceMutation({
    mutationFn: () => client.DELETE('/shared-albums/{id}', { params: { path: { id: albumId } } }),
    onSuccess: () => {
      // Stale, not refetched: the screen is still on show until the caller navigates away.
      void queryClient.invalidateQueries({ queryKey: sharedAlbumKeys.album(albumId), refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: photoKeys.albumLists() })
      void queryClient.invalidateQueries({ queryKey: photoKeys.accountCounts() })
    },
  })
}
