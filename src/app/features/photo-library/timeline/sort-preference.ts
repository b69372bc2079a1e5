import type { PhotoSort } from './timeline-model'

export const photoSortStorageKey = 'photoLibrary.sort.photos'
export const defaultPhotoSort: PhotoSort = { sortKey: 'dateTaken', sortOrder: 'desc' }

/** The photos list's sort, persisted locally; anything unreadable falls back to dateTaken/desc. */
export function readPhotoSort(storage: Storage | undefined): PhotoSort {
  try {
    const raw = JSON.parse(storage?.getItem(photoSortStorageKey) ?? 'null') as Partial<PhotoSort> | null
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
  return defaultPhotoSort
}

export function writePhotoSort(storage: Storage | undefined, sort: PhotoSort): void {
  storage?.setItem(photoSortStorageKey, JSON.stringify(sort))
}
