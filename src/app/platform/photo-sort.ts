export type SortKey = 'dateTaken' | 'created'
export type SortOrder = 'asc' | 'desc'
/** The order of a photo list: the photo service's sortKey and sortOrder parameters. */
export interface PhotoSort {
  sortKey: SortKey
  sortOrder: SortOrder
}

/**
 * The lists with a sort of their own (docs/requirements/photos-screen.md#photos-sort): the photos, the photos of an
 * album, of a shared album.
 */
export type SortedList = 'photos' | 'albumPhotos' | 'sharedAlbumPhotos'

/** Where a list's sort is kept in local storage: `photoLibrary.sort.photos`, `…albumPhotos`, `…sharedAlbumPhotos`. */
const storageKeyOf = (list: SortedList) => `photoLibrary.sort.${list}`
export const photoSortStorageKey = storageKeyOf('photos')
export const defaultPhotoSort: PhotoSort = { sortKey: 'dateTaken', sortOrder: 'desc' }

const newestAddedFirst: PhotoSort = { sortKey: 'created', sortOrder: 'desc' }

/** A list's sort before the customer chooses one: the photos by the date taken, an album's by when they were added. */
const defaultSortOf = (list: SortedList): PhotoSort =>
  list === 'photos' ? defaultPhotoSort : newestAddedFirst

/** A list's sort, persisted locally; anything unreadable falls back to the list's default. */
export function readPhotoSort(storage: Storage | undefined, list: SortedList = 'photos'): PhotoSort {
  try {
    const raw = JSON.parse(storage?.getItem(storageKeyOf(list)) ?? 'null') as Partial<PhotoSort> | null
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
  return defaultSortOf(list)
}

export function writePhotoSort(
  storage: Storage | undefined,
  sort: PhotoSort,
  list: SortedList = 'photos',
): void {
  storage?.setItem(storageKeyOf(list), JSON.stringify(sort))
}
