import { useCallback, useState } from 'react'
import { saveScrollPosition } from './scroll-position'

/**
 * What the timeline's rows do to it: show a month in full, hold a month's loading while a keyboard user is on its
 * Load more, say something in the one live region, remember the scroll position before a photo opens. The callbacks
 * are stable, so the memoised rows skip re-rendering.
 */
export function useRowActions() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  // The month whose Load more a keyboard user is on (timeline-rows.tsx): its rows wait instead of loading by themselves.
  const [heldMonth, setHeldMonth] = useState<string | null>(null)
  const holdMonth = useCallback(
    (sectionKey: string, holding: boolean) =>
      setHeldMonth((current) => (holding ? sectionKey : current === sectionKey ? null : current)),
    [],
  )
  const expand = useCallback(
    (sectionKey: string) => setExpanded((current) => new Set([...current, sectionKey])),
    [],
  )
  // What the rows announce (new photos loaded by a month's Load more): one live region outside the virtual rows,
  // there before anything is said in it.
  const [announcement, setAnnouncement] = useState('')
  const announce = useCallback((text: string) => setAnnouncement(text), [])
  const rememberScroll = useCallback(
    () => saveScrollPosition(window.localStorage, [window.scrollX, window.scrollY]),
    [],
  )
  return { expanded, expand, heldMonth, holdMonth, announcement, announce, rememberScroll }
}
