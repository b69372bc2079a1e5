import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Album } from './albums'
import { photoKeys } from './keys'
import type { CacheSnapshot, RemovalCaches } from './removal'
import type { Photo } from './types'

type PhotoPages = InfiniteData<{ images: Photo[]; cursor: string | null }>

function isPhotoPages(data: unknown): data is PhotoPages {
  const pages = (data as PhotoPages | undefined)?.pages
  return Array.isArray(pages) && pages.every((page) => Array.isArray(page?.images))
}

/**
 * Takes photos out of one album's cached pages (every sort) and its photo count at once. Returns what the caches
 * held before, to put back on failure.
 */
export function removeFromAlbumCaches(
  queryClient: QueryClient,
  albumId: string,
  photoIds: ReadonlySet<string>,
): CacheSnapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: photoKeys.album(albumId) })
  for (const [key, data] of snapshot) {
    if (!isPhotoPages(data)) continue
    queryClient.setQueryData<PhotoPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        images: page.images.filter((photo) => !photoIds.has(photo.imageId)),
      })),
    })
  }
  queryClient.setQueryData<Album>(photoKeys.album(albumId), (album) =>
    album ? { ...album, photosCount: Math.max(0, album.photosCount - photoIds.size) } : album,
  )
  return snapshot
}

/** Puts the caches back as they were, then takes out again the photos that really were removed. */
export function restoreAlbumCaches(
  queryClient: QueryClient,
  albumId: string,
  snapshot: CacheSnapshot,
  removedAnyway: ReadonlySet<string>,
): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data)
  if (removedAnyway.size > 0) removeFromAlbumCaches(queryClient, albumId, removedAnyway)
}

/** One album's pages (every sort) and its photo count, as one removal changes them (removal.ts). */
export function albumRemovalCaches(queryClient: QueryClient, albumId: string): RemovalCaches {
  return {
    loading: () => queryClient.isFetching({ queryKey: photoKeys.album(albumId) }) > 0,
    cancelLoading: () => queryClient.cancelQueries({ queryKey: photoKeys.album(albumId) }),
    takeOut: (photoIds) => removeFromAlbumCaches(queryClient, albumId, photoIds),
    putBack: (snapshot, keepOut) => restoreAlbumCaches(queryClient, albumId, snapshot, keepOut),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: photoKeys.album(albumId), exact: true })
      void queryClient.invalidateQueries({ queryKey: photoKeys.albumLists() })
    },
  }
}
