import { useMemo } from 'react'

/** The photos a preview walks through, loaded page by page, whichever source they come from. */
export interface PagedPhotos<P> {
  photos: P[]
  /** How many photos the whole list holds, when known. */
  total: number | undefined
  pagesLoaded: number
  isSuccess: boolean
  isError: boolean
  isFetchNextPageError: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  /** Asks again for what failed: the next page, or the list. */
  retry: () => void
}

/** An infinite query of pages of photos (an album's, a shared album's), as its query hook returns it. */
interface PhotoPagesQuery<P> {
  data?: { pages: { images: P[] }[] }
  isSuccess: boolean
  isError: boolean
  isFetchNextPageError: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => Promise<unknown>
  refetch: () => Promise<unknown>
}

/** The photos of an infinite query's pages, for a preview; `total` is the whole list's count, when known. */
export function usePagedPhotos<P>(query: PhotoPagesQuery<P>, total: number | undefined): PagedPhotos<P> {
  const pages = query.data?.pages
  const photos = useMemo(() => pages?.flatMap((page) => page.images) ?? [], [pages])
  return {
    photos,
    total,
    pagesLoaded: pages?.length ?? 0,
    isSuccess: query.isSuccess,
    isError: query.isError,
    isFetchNextPageError: query.isFetchNextPageError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  }
}
