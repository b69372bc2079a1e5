import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'
import type { Photo } from '#app/photos/timeline-model'
import { type Album, albumKeys } from '#app/queries/albums'

type Snapshot = [QueryKey, unknown][]
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
): Snapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: albumKeys.album(albumId) })
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
  queryClient.setQueryData<Album>(albumKeys.album(albumId), (album) =>
    album ? { ...album, photosCount: Math.max(0, album.photosCount - photoIds.size) } : album,
  )
  return snapshot
}

/** Puts the caches back as they were, then takes out again the photos that really were removed. */
export function restoreAlbumCaches(
  queryClient: QueryClient,
  albumId: string,
  snapshot: Snapshot,
  removedAnyway: ReadonlySet<string>,
): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data)
  if (removedAnyway.size > 0) removeFromAlbumCaches(queryClient, albumId, removedAnyway)
}
