import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { albumPhotosPageSize, albumsPageLimit } from '#app/platform/photo-page-sizes'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'
import type { PhotoSort } from './types'

export type Album = ServiceSchemas<'photos'>['schemas']['AnyAlbum']

/** The user's own albums (shared ones they own included), newest first. */
export function ownAlbumsQuery(client: ServiceClient<'photos'>) {
  return infiniteQueryOptions({
    queryKey: photoKeys.ownAlbums(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/albums', {
          params: {
            query: { limit: albumsPageLimit(pageParam), ...(pageParam ? { cursor: pageParam } : {}) },
          },
        }),
      ),
    getNextPageParam: (page) => page.cursor ?? undefined,
  })
}

export function useOwnAlbums() {
  return useInfiniteQuery(ownAlbumsQuery(useServiceClient('photos')))
}

/** One album (own, or the shared variant). */
export function albumQuery(client: ServiceClient<'photos'>, albumId: string) {
  return queryOptions({
    queryKey: photoKeys.album(albumId),
    queryFn: () => dataOf(client.GET('/albums/{id}', { params: { path: { id: albumId } } })),
  })
}

export function useAlbum(albumId: string) {
  return useQuery(albumQuery(useServiceClient('photos'), albumId))
}

/** An album's photos in the album's sort, page by page. */
export function albumPhotosQuery(client: ServiceClient<'photos'>, albumId: string, sort: PhotoSort) {
  return infiniteQueryOptions({
    queryKey: photoKeys.albumPhotos(albumId, sort),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/albums/{id}/photos', {
          params: {
            path: { id: albumId },
            query: {
              limit: albumPhotosPageSize,
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

export function useAlbumPhotos(albumId: string, sort: PhotoSort) {
  return useInfiniteQuery(albumPhotosQuery(useServiceClient('photos'), albumId, sort))
}

/** Every photo id of an album, in pages of 500 (the service's page size for photos), for Select all. */
export async function albumPhotoIds(client: ServiceClient<'photos'>, albumId: string): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await dataOf(
      client.GET('/albums/{id}/photos', {
        params: { path: { id: albumId }, query: { limit: 500, ...(cursor ? { cursor } : {}) } },
      }),
    )
    ids.push(...page.images.map((photo) => photo.imageId))
    cursor = page.cursor ?? undefined
  } while (cursor)
  return ids
}

/** albumPhotoIds with the photo service's client: loads every photo id of this album. */
export function useAlbumPhotoIds(albumId: string): () => Promise<string[]> {
  const client = useServiceClient('photos')
  return useCallback(() => albumPhotoIds(client, albumId), [client, albumId])
}
