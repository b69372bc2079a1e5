import type { PhotoSort } from './timeline-model'

/**
 * The lists with a sort of their own (docs/requirements/photos-screen.md#photos-sort): the photos, the photos of an
 * album, of a shared album.
 */
export type SortedList = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos'

export const photoSortStorageKey = 'photoLibrary.sort.photos'
export const defaultPhotoSort: PhotoSort = { sortKey: 'dateTaken', sortOrder: 'desc' }

const storageKeys: Record<SortedList, string> = {
  photos: photoSortStorageKey,
  albumPhotos: 'photoLibrary.sort.albumPhotos',
  sharedAlbumPhotos: 'photoLibrary.sort.sharedAlbumPhotos',
}
export const defaultSorts: Record<SortedList, PhotoSort> = {
  photos: defaultPhotoSort,
  albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
}

/** A list's sort, persisted locally; anything unreadable falls back to the list's default. */
export function readPhotoSort(storage: Storage | undefined, list: SortedList = 'photos'): PhotoSort {
  try {
    const raw = JSON.parse(storage?.getItem(storageKeys[list]) ?? 'null') as Partial<PhotoSort> | null
    if (
      raw &&
      (raw.sortKey === 'created' || raw.sortKey === 'dateTaken') &&
      (raw.sortOrder === 'asc' || raw.sortOrder === 'desc')
    ) {
      return { sortKey: raw.sortKey, sortOrder: raw.sortOrder }
    }
  } catch {
    // Unreadable: the default.
  }
  return defaultSorts[list]
}

export function writePhotoSort(
  storage: Storage | undefined,
  sort: PhotoSort,
  list: SortedList = 'photos',
): void {
  storage?.setItem(storageKeys[list], JSON.stringify(sort))
}
