import { useCallback, useEffect } from 'react'
import type { PagedPhotos } from './paged-photos'

/** How many pages the preview reads looking for the selected photo before it gives up and goes back to the list. */
const maxPagesToFind = 50

/**
 * Reads a preview's list on, page by page, until its photo turns up or the bound is reached (maxPagesToFind):
 * whether the photo is among the loaded ones, whether it is not in the list at all (every page that could hold it
 * is read, or there are no photos), and how to read the next page (the last loaded photo is reached).
 */
export function usePhotoSearch(list: PagedPhotos<{ imageId: string }>, photoId: string) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const found = list.photos.some((photo) => photo.imageId === photoId)
  const searching = list.isSuccess && !found && hasNextPage && list.pagesLoaded < maxPagesToFind

  useEffect(() => {
    if (searching && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [searching, isFetchingNextPage, isFetchNextPageError, fetchNextPage])

  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage()
  }, [isFetchingNextPage, fetchNextPage])

  return { found, missing: list.isSuccess && !found && !searching && !isFetchingNextPage, loadMore }
}
