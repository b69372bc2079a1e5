// On a phone's network each round trip costs over half a second, and the first month's photos waited for the timeline
// summary that names it. The timeline remembers its first month (remember-first-month.ts), and the next time it opens
// asks for that month together with the summary (issue 40; docs/decisions/0046-first-month-ahead.md). A guess that the
// summary then proves wrong costs one request beside the others, and the right month is asked for as before.
import { useEffect } from 'react'
import type { PhotoSort } from '#app/photos/timeline-model'
import { useMonthPhotosAhead } from '#app/queries/photos/timeline'
import type { PhotoMonth } from '#app/queries/photos/types'

export const firstMonthStorageKey = 'photoLibrary.firstMonth'

export const sortName = (sort: PhotoSort) => `${sort.sortKey} ${sort.sortOrder}`

/**
 * The first month the timeline showed last time, if it was in this sort; anything but a year and a month is ignored.
 * One month is kept, for the sort the customer last used.
 */
export function rememberedFirstMonth(storage: Storage | undefined, sort: PhotoSort): PhotoMonth | undefined {
  try {
    const { sort: sortShown, year, month } = JSON.parse(storage?.getItem(firstMonthStorageKey) ?? '{}')
    return sortShown === sortName(sort) &&
      Number.isInteger(year) &&
      Number.isInteger(month) &&
      month > 0 &&
      month < 13
      ? { year, month }
      : undefined
  } catch {
    return undefined // Unreadable: nothing remembered.
  }
}

/** Asks for the remembered first month as the timeline opens (remember-first-month.ts keeps it). */
export function useFirstMonthAhead(sort: PhotoSort) {
  const monthAhead = useMonthPhotosAhead()
  // As the timeline opens (or its sort changes): beside the summary's request, not after its answer.
  useEffect(() => {
    const remembered = rememberedFirstMonth(globalThis.localStorage, sort)
    if (remembered) monthAhead(remembered, sort)
  }, [monthAhead, sort])
}
