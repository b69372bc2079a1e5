// The other half of first-month-ahead.ts: the first month the summary names, remembered for the timeline's next
// opening. In the timeline's tools, loaded after the first thumbnails: it is not needed before them.
import { useEffect } from 'react'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import type { PhotoMonth } from '#app/queries/photos/types'
import { firstMonthStorageKey, sortName } from './first-month-ahead'

export function rememberFirstMonth(
  storage: Storage | undefined,
  sort: PhotoSort,
  { year, month }: PhotoMonth,
) {
  storage?.setItem(firstMonthStorageKey, JSON.stringify({ sort: sortName(sort), year, month }))
}

export function useRememberFirstMonth(sort: PhotoSort, sections: readonly TimelineSection[]) {
  const first = sections[0]
  useEffect(() => {
    if (first) rememberFirstMonth(globalThis.localStorage, sort, first)
  }, [sort, first])
}
