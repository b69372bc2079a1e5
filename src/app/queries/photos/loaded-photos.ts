import { type InfiniteData, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { sharedAlbumKeys } from '#app/queries/shared-albums/keys'
import type { SharedPhoto } from '#app/queries/shared-albums/shared-album'
import { photoKeys } from './keys'
import type { Photo } from './types'

/** A photo among the pages loaded under a key (every sort, every month), without asking the service. */
function loadedPhotoUnder<P extends { imageId: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  photoId: string,
): P | undefined {
  for (const [, data] of queryClient.getQueriesData<InfiniteData<{ images: P[] }>>({ queryKey })) {
    const photo = data?.pages?.flatMap((page) => page.images ?? []).find((image) => image.imageId === photoId)
    if (photo) return photo
  }
  return undefined
}

/** A photo of the library as loaded: a selection of one photo downloads it directly (use-selection-download.ts). */
export function useLoadedLibraryPhoto(): (photoId: string) => Photo | undefined {
  const queryClient = useQueryClient()
  return useCallback(
    (photoId: string) => loadedPhotoUnder<Photo>(queryClient, photoKeys.all, photoId),
    [queryClient],
  )
}

/** A photo of a shared album as loaded, with its owner (an archive of the album's photos names them). */
export function useLoadedSharedAlbumPhoto(albumId: string): (photoId: string) => SharedPhoto | undefined {
  const queryClient = useQueryClient()
  return useCallback(
    (photoId: string) => loadedPhotoUnder<SharedPhoto>(queryClient, sharedAlbumKeys.album(albumId), photoId),
    [queryClient, albumId],
  )
}
