import { useState } from 'react'
import { ApiError } from '#app/api/api-error'
import { usePagedPhotos } from '#app/photos/preview/paged-photos'
import { readPhotoSort } from '#app/platform/photo-sort'
import { useAlbumPhotos } from '#app/queries/photos/albums'

/**
 * An album's photos for its preview: the album screen's pages (same cache, the album's own sort), and whether there
 * is no such album.
 */
export function useAlbumPreviewPhotos(albumId: string, total: number | undefined) {
  const [sort] = useState(() => readPhotoSort(globalThis.localStorage, 'albumPhotos'))
  const query = useAlbumPhotos(albumId, sort)
  const list = usePagedPhotos(query, total)
  return { list, gone: query.error instanceof ApiError && query.error.status === 404 }
}
