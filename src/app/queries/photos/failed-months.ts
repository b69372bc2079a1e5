import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { failedMonths } from './timeline'
import type { PhotoSort } from './types'

/**
 * The months whose photos failed to load, in this sort, as JSON of [key, loaded] pairs, loaded being how many of its
 * photos did arrive before the failing page. A string, so the store's snapshot only changes when the answer does.
 */
function failedMonthsSignature(queryClient: QueryClient, sort: PhotoSort): string {
  return JSON.stringify(
    failedMonths(queryClient, sort)
      .map(({ year, month, loaded }) => [`${year}-${month}`, loaded])
      .sort(),
  )
}

/** The failed months, following the query cache: month key → how many of its photos loaded before it failed. */
export function useFailedMonths(sort: PhotoSort): ReadonlyMap<string, number> {
  const queryClient = useQueryClient()
  const signature = useSyncExternalStore(
    useCallback((notify) => queryClient.getQueryCache().subscribe(notify), [queryClient]),
    () => failedMonthsSignature(queryClient, sort),
  )
  return useMemo(() => new Map(JSON.parse(signature)), [signature])
}
