import { useCallback, useEffect, useMemo, useState } from 'react'
import { ApiError } from '#app/api/api-error'
import { maxPagesToFind } from '#app/photos/preview/preview-search'
import { readPhotoSort } from '#app/photos/sort-preference'
import { useAlbumPhotos } from '#app/queries/albums'

/**
 * An album's photos for its preview: the album screen's pages (same cache, the album's own sort), read on until
 * the selected photo turns up or the pages run out (bounded as the library preview is).
 */
export function useAlbumPreviewPhotos(albumId: string, photoId: string) {
  const [sort] = useState(() => readPhotoSort(globalThis.localStorage, 'albumPhotos'))
  const list = useAlbumPhotos(albumId, sort)
  const pages = list.data?.pages
  const photos = useMemo(() => pages?.flatMap((page) => page.images) ?? [], [pages])
  const found = photos.some((photo) => photo.imageId === photoId)
  const searching = list.isSuccess && !found && list.hasNextPage && (pages?.length ?? 0) < maxPagesToFind
  const { isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list

  useEffect(() => {
    if (searching && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [searching, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage()
  }, [isFetchingNextPage, fetchNextPage])
  const albumGone = list.error instanceof ApiError && list.error.status === 404

  return {
    photos,
    found,
    /**
     * Every page that could hold the photo is read and it is not there, there are no photos at all, or there is
     * no such album.
     */
    missing: (list.isSuccess && !found && !searching && !isFetchingNextPage) || albumGone,
    failed: list.isError && !found && !albumGone,
    hasNextPage: list.hasNextPage,
    loadMore,
    retry: () => void (isFetchNextPageError ? fetchNextPage() : list.refetch()),
  }
}
