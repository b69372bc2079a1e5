import { useEffect } from 'react'
import type { TimelineRow } from '#app/photos/timeline-model'
import { saveVisibleSections } from './scroll-position'
import type { WindowRow } from './use-window-rows'

/** Keeps which months are mounted (in view, and the overscan) in local storage under the spec's key (scroll-position.ts). */
export function useSaveVisibleSections(items: readonly WindowRow[], rows: readonly TimelineRow[]): void {
  const visibleKeys = [
    ...new Set(items.map((item) => rows[item.index]?.section.key).filter(Boolean)),
  ] as string[]
  const visibleSignature = visibleKeys.join(',')
  useEffect(() => {
    if (visibleSignature) saveVisibleSections(window.localStorage, visibleSignature.split(','))
  }, [visibleSignature])
}
