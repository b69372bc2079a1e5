import { useEffect } from 'react'
import type { TimelineRow } from '#app/photos/timeline-model'
import { saveVisibleSections } from './scroll-position'
import type { WindowRow } from './use-window-rows'

/** Keeps the months on screen saved under the spec's key (scroll-position.ts), each time the rows in view show others. */
export function useSaveVisibleMonths(items: readonly WindowRow[], rows: readonly TimelineRow[]): void {
  const visible = [...new Set(items.map((item) => rows[item.index]?.section.key).filter(Boolean))].join(',')
  useEffect(() => {
    if (visible) saveVisibleSections(window.localStorage, visible.split(','))
  }, [visible])
}
