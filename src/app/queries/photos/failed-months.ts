import { type Query, type QueryCache, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { photoKeys } from './keys'
import { monthMetaOf } from './timeline'
import type { PhotoSort } from './types'

const sortOf = ({ sortKey, sortOrder }: PhotoSort) => `${sortKey} ${sortOrder}`

/** A failed month: its sort, its key (year-month), and how many of its photos arrived before the failing page. */
type FailedMonth = [sort: string, month: string, loaded: number]

/** The failed month a query stands for now: a month's query in the error state, else none. */
function failedMonthOf(query: Query): FailedMonth | undefined {
  const meta = monthMetaOf(query.meta)
  if (!meta || query.state.status !== 'error') return undefined
  const data = query.state.data as { pages: { images: unknown[] }[] } | undefined
  const loaded = data?.pages.reduce((sum, page) => sum + page.images.length, 0) ?? 0
  return [sortOf(meta.sort), `${meta.photoMonth.year}-${meta.photoMonth.month}`, loaded]
}

/**
 * Follows the failed months of a query cache as its month queries change, and answers them by sort: month key →
 * photos loaded, the same map until a month of the sort fails, loads or leaves the cache. Each cache event looks at
 * its own query only, never the whole cache, which holds a query per month loaded (hundreds in a long library).
 */
function followFailedMonths(cache: QueryCache): (sort: PhotoSort) => ReadonlyMap<string, number> {
  const failed = new Map<string, FailedMonth>()
  const bySort = new Map<string, ReadonlyMap<string, number>>()
  const follow = (query: Query, removed: boolean) => {
    const now = removed ? undefined : failedMonthOf(query)
    const before = failed.get(query.queryHash)
    // A query's hash names its month and sort: only whether it failed and how many loaded can change.
    if (now?.[2] === before?.[2]) return
    if (now) failed.set(query.queryHash, now)
    else failed.delete(query.queryHash)
    bySort.delete((now ?? before)?.[0] ?? '')
  }
  // Once, for the months that settled before anyone asked; from then on the events keep the map.
  for (const query of cache.findAll({ queryKey: photoKeys.months() })) follow(query, false)
  cache.subscribe((event) => follow(event.query, event.type === 'removed'))
  return (sort) => {
    const key = sortOf(sort)
    let months = bySort.get(key)
    if (!months) {
      months = new Map(
        [...failed.values()].filter(([inSort]) => inSort === key).map(([, month, n]) => [month, n]),
      )
      bySort.set(key, months)
    }
    return months
  }
}

/** One per query client: a session's (or a test's) months never show in another's. */
const failedMonthsByClient = new WeakMap<QueryClient, (sort: PhotoSort) => ReadonlyMap<string, number>>()

/** The months whose photos failed to load in this sort: month key (year-month) → how many of its photos loaded. */
export function useFailedMonths(sort: PhotoSort): ReadonlyMap<string, number> {
  const queryClient = useQueryClient()
  let failedInSort = failedMonthsByClient.get(queryClient)
  if (!failedInSort) {
    // Made while rendering, before this hook subscribes: its listener comes first, so a hook reads each event's change.
    failedInSort = followFailedMonths(queryClient.getQueryCache())
    failedMonthsByClient.set(queryClient, failedInSort)
  }
  const inSort = failedInSort
  return useSyncExternalStore(
    useCallback((notify) => queryClient.getQueryCache().subscribe(notify), [queryClient]),
    () => inSort(sort),
  )
}
