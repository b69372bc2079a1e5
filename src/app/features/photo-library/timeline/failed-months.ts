import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { PhotoSort } from '#app/photos/timeline-model'
import { failedMonths } from '#app/queries/photo-timeline'

/**
 * The months whose photos failed to load, in this sort: 'key:loaded' for each, loaded being how many of its photos
 * did arrive before the failing page. A string, so the store's snapshot only changes when the answer does.
 */
function failedMonthsSignature(queryClient: QueryClient, sort: PhotoSort): string {
  return failedMonths(queryClient, sort)
    .map(({ year, month, loaded }) => `${year}-${month}:${loaded}`)
    .sort()
    .join(',')
}

/** The failed months (failedMonthsSignature), following the query cache. */
export function useFailedMonths(sort: PhotoSort): ReadonlyMap<string, number> {
  const queryClient = useQueryClient()
  const signature = useSyncExternalStore(
    useCallback((notify) => queryClient.getQueryCache().subscribe(notify), [queryClient]),
    () => failedMonthsSignature(queryClient, sort),
  )
  return useMemo(
    () =>
      new Map(
        signature
          .split(',')
          .filter(Boolean)
          .map((entry) => {
            const [key, loaded] = entry.split(':')
            return [key!, Number(loaded)] as const
          }),
      ),
    [signature],
  )
}
