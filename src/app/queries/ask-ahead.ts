import { type FetchInfiniteQueryOptions, hashKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Asks for a list's first page as the screen opens, before the component that shows it is drawn: for a list that
 * needs nothing of another answer, which would otherwise make it a network wave of its own (issue 40). The component's
 * own query then finds it in the cache, or under way.
 */
// biome-ignore lint/suspicious/noExplicitAny: any infinite query's options, as prefetchInfiniteQuery takes them.
export function useInfiniteAhead(options: FetchInfiniteQueryOptions<any, any, any, any, any>) {
  const queryClient = useQueryClient()
  const key = hashKey(options.queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are new on every render; asked again only for another list, by its key.
  useEffect(() => {
    void queryClient.prefetchInfiniteQuery(options)
  }, [queryClient, key])
}
