import { type RefObject, useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { rowOffsets, rowsInView } from './window-rows'

export interface WindowRow {
  index: number
  /** Pixels from the list's top. */
  start: number
  size: number
}

/**
 * A list virtualized against the window's scrolling: only the rows near the viewport (plus `overscan` rows each
 * side) are returned, so the DOM stays the same size for 100 or 100,000 photos. The rows' heights are known up front
 * (month titles and rows of square cells), so nothing is measured after rendering.
 */
export function useWindowRows(
  listRef: RefObject<HTMLElement | null>,
  sizes: readonly number[],
  overscan = 4,
): { rows: WindowRow[]; totalSize: number; offsets: Float64Array } {
  const offsets = useMemo(() => rowOffsets(sizes), [sizes])
  const [range, setRange] = useState<[number, number]>([0, -1])

  useEffect(() => {
    const update = (sync: boolean) => {
      const list = listRef.current
      if (!list) return
      const top = -list.getBoundingClientRect().top
      const next = rowsInView(offsets, top, top + window.innerHeight, overscan)
      const apply = () =>
        setRange((current) => (current[0] === next[0] && current[1] === next[1] ? current : next))
      // While scrolling, the new rows are painted in the same frame as the scroll, so no blank band shows.
      if (sync) flushSync(apply)
      else apply()
    }
    const onScroll = () => update(true)
    const onResize = () => update(false)
    update(false)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onResize)
    }
  }, [listRef, offsets, overscan])

  const rows: WindowRow[] = []
  for (let index = range[0]; index <= range[1] && index < sizes.length; index++) {
    rows.push({ index, start: offsets[index]!, size: sizes[index]! })
  }
  return { rows, totalSize: offsets[sizes.length]!, offsets }
}
