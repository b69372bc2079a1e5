import { InfiniteQueryObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { ServiceClient } from '#app/api/clients'
import { useFailedMonths } from './failed-months'
import { photoKeys } from './keys'
import { monthPhotosQuery } from './timeline'
import type { PhotoMonth, PhotoSort } from './types'

const newest: PhotoSort = { sortKey: 'dateTaken', sortOrder: 'desc' }
const oldest: PhotoSort = { sortKey: 'dateTaken', sortOrder: 'asc' }
const march: PhotoMonth = { year: 2024, month: 3 }
const april: PhotoMonth = { year: 2024, month: 4 }
const page = (size: number, cursor: string | null) => ({
  images: Array.from({ length: size }, (_, index) => ({ imageId: `p${index}` })),
  cursor,
})

/** A photo service whose month pages answer in turn from `answers`: a page, or a failure. */
function service(...answers: ('fails' | ReturnType<typeof page>)[]) {
  return {
    GET: async () => {
      const answer = answers.shift()
      if (!answer || answer === 'fails') throw new Error('500')
      return { data: answer }
    },
  } as unknown as ServiceClient<'photos'>
}

function failedMonthsOf(queryClient: QueryClient, sort: PhotoSort) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useFailedMonths(sort), { wrapper }).result
}

async function load(
  queryClient: QueryClient,
  client: ServiceClient<'photos'>,
  month: PhotoMonth,
  sort = newest,
) {
  await queryClient.fetchInfiniteQuery(monthPhotosQuery(client, month, sort)).catch(() => undefined)
}

describe('useFailedMonths', () => {
  it('holds a month whose first page failed, with none loaded, in its own sort only', async () => {
    const queryClient = new QueryClient()
    const failed = failedMonthsOf(queryClient, newest)
    const inOtherSort = failedMonthsOf(queryClient, oldest)
    await act(() => load(queryClient, service('fails'), march))
    expect(failed.current).toEqual(new Map([['2024-3', 0]]))
    expect(inOtherSort.current.size).toBe(0)
  })

  it('counts the photos a month loaded before its failing page, and lets it go once it loads', async () => {
    const queryClient = new QueryClient()
    const failed = failedMonthsOf(queryClient, newest)
    const client = service(page(24, 'c'), 'fails', page(3, null))
    const observer = new InfiniteQueryObserver(queryClient, { ...monthPhotosQuery(client, april, newest) })
    await act(async () => {
      await observer.refetch()
      await observer.fetchNextPage()
    })
    expect(failed.current).toEqual(new Map([['2024-4', 24]]))
    await act(() => observer.fetchNextPage().then(() => undefined))
    expect(failed.current.size).toBe(0)
  })

  it('knows the months that failed before it was first asked, and forgets one the cache lets go', async () => {
    const queryClient = new QueryClient()
    await load(queryClient, service('fails'), march)
    const failed = failedMonthsOf(queryClient, newest)
    expect(failed.current).toEqual(new Map([['2024-3', 0]]))
    act(() => queryClient.removeQueries({ queryKey: photoKeys.months() }))
    expect(failed.current.size).toBe(0)
  })

  it('answers the same map while the failed months stay the same', async () => {
    const queryClient = new QueryClient()
    const failed = failedMonthsOf(queryClient, newest)
    await act(() => load(queryClient, service('fails'), march))
    const before = failed.current
    await act(() => load(queryClient, service(page(5, null)), april))
    await act(() => load(queryClient, service('fails'), april, oldest))
    expect(failed.current).toBe(before)
  })

  it('keeps each query client’s months apart', async () => {
    const one = new QueryClient()
    const other = new QueryClient()
    const failedInOne = failedMonthsOf(one, newest)
    const failedInOther = failedMonthsOf(other, newest)
    await act(() => load(one, service('fails'), march))
    expect(failedInOne.current.size).toBe(1)
    expect(failedInOther.current.size).toBe(0)
  })

  it('looks at no other query on a cache event: the work per event does not grow with the months loaded', async () => {
    // As many months as the bench's 100,000-photo library holds (1985 to today, and 'Unknown Date').
    const months = Array.from({ length: 504 }, (_, index) => ({
      year: 1985 + Math.floor(index / 12),
      month: (index % 12) + 1,
    }))
    const queryClient = new QueryClient()
    const cache = queryClient.getQueryCache()
    const data = { pages: [page(24, 'c')], pageParams: [undefined] }
    const client = service(...months.map(() => page(24, 'c')))
    for (const month of months) await load(queryClient, client, month)
    await load(queryClient, service('fails'), march, oldest)
    const failed = failedMonthsOf(queryClient, newest)
    let visited = 0
    const getAll = cache.getAll.bind(cache)
    // findAll, find and every cache-wide read go through getAll.
    cache.getAll = () => {
      const all = getAll()
      visited += all.length
      return all
    }
    act(() => {
      for (const month of months) queryClient.setQueryData(photoKeys.month(month, newest), data)
    })
    await act(() => load(queryClient, service('fails'), march))
    expect(visited).toBe(0)
    // Asked again and failed, March keeps the page it had.
    expect(failed.current).toEqual(new Map([['2024-3', 24]]))
  })
})
