import { photoKeys } from '#app/queries/photos/keys'
import type { PhotoSort } from '#app/queries/photos/types'

/**
 * The shared-album service's key tree, a branch of the photos service's: refreshing the library, its counts or its
 * album lists refreshes these too, and a selected shared-album photo is found in the library caches like any other.
 */
export const sharedAlbumKeys = {
  /** Beside the own albums' list: a change to the albums refreshes both lists. */
  list: () => [...photoKeys.albumLists(), 'shared'] as const,
  /** Under the account counts' key: refreshing those refreshes these too. */
  counts: () => [...photoKeys.accountCounts(), 'shared'] as const,
  album: (albumId: string) => [...photoKeys.albums(), 'shared-album', albumId] as const,
  participants: (albumId: string) => [...sharedAlbumKeys.album(albumId), 'participants'] as const,
  photos: (albumId: string, sort: PhotoSort) =>
    [...sharedAlbumKeys.album(albumId), 'photos', sort.sortKey, sort.sortOrder] as const,
}
