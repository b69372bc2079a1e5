import type { PhotoMonth, PhotoSort } from './types'

const all = ['photo-library'] as const

/**
 * The photos service's key tree: the library's lists, counts and summary, and its albums. Everything sits under
 * `all`: refreshing the library after an import refreshes the albums and the activation status too, and deleting
 * photos from the library takes them out of cached album pages, where a single selected album photo is also found
 * for download like any library photo.
 */
export const photoKeys = {
  all,
  accountCounts: () => [...all, 'account-counts'] as const,
  timeline: () => [...all, 'timeline'] as const,
  months: () => [...all, 'month'] as const,
  month: ({ year, month }: PhotoMonth, sort: PhotoSort) =>
    [...photoKeys.months(), year, month, sort.sortKey, sort.sortOrder] as const,
  previewPhotos: (sort: PhotoSort) => [...all, 'preview-photos', sort.sortKey, sort.sortOrder] as const,
  previewTimeline: (sort: PhotoSort) => [...all, 'preview-timeline', sort.sortKey, sort.sortOrder] as const,
  uploadPhotos: (uploadId: string) => [...all, 'upload', uploadId] as const,
  activation: () => [...all, 'activation'] as const,
  albums: () => [...all, 'albums'] as const,
  albumLists: () => [...photoKeys.albums(), 'list'] as const,
  ownAlbums: () => [...photoKeys.albumLists(), 'own'] as const,
  album: (albumId: string) => [...photoKeys.albums(), 'album', albumId] as const,
  albumPhotos: (albumId: string, sort: PhotoSort) =>
    [...photoKeys.album(albumId), 'photos', sort.sortKey, sort.sortOrder] as const,
}
