import { type RefObject, useEffect, useRef } from 'react'
import { returnFocusPending } from '#app/photos/preview/return-focus'
import {
  type PhotoSort,
  rowOfPhoto,
  sectionKeyOf,
  type TimelineRow,
  type TimelineSection,
} from '#app/photos/timeline-model'
import { useCachedMonthPhotos } from '#app/queries/photos/timeline'
import { restoreScroll } from './restore-scroll'
import { takeScrollPosition } from './scroll-position'

/**
 * Back from the preview: scroll to where the customer was, once the rows exist at their real width. When the
 * preview moved on to a photo out of that view, to that photo's row instead: its cell takes focus as it mounts
 * (return-focus.ts), and a cell not rendered could not. Positional parameters: the timeline is on the path to the
 * first thumbnails, where an options object costs bytes.
 */
export function useScrollBackFromPreview(
  ref: RefObject<HTMLElement | null>,
  rows: readonly TimelineRow[],
  offsets: Float64Array,
  sections: readonly TimelineSection[],
  sort: PhotoSort,
  width: number,
): void {
  const cachedMonth = useCachedMonthPhotos()
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current || rows.length === 0 || width === 0) return
    restored.current = true
    const position = takeScrollPosition(window.localStorage)
    // The photo's row when its month is loaded; else its month's title (its first rows then load and render).
    const target = returnFocusPending()
    let rowIndex = -1
    if (target) {
      const key = sectionKeyOf(target, sort.sortKey)
      const section = sections.find((candidate) => candidate.key === key)
      const month = section ? cachedMonth(section, sort) : undefined
      const index =
        month?.pages.flatMap((page) => page.images).findIndex((photo) => photo.imageId === target.imageId) ??
        -1
      const photoRow = index >= 0 ? rowOfPhoto(rows, key, index) : -1
      rowIndex =
        photoRow >= 0 ? photoRow : rows.findIndex((row) => row.kind === 'header' && row.section.key === key)
    }
    const list = ref.current
    if (rowIndex >= 0 && list) {
      const listTop = list.getBoundingClientRect().top + window.scrollY
      const rowTop = listTop + offsets[rowIndex]!
      const top = position?.[1] ?? window.scrollY
      if (rowTop < top || listTop + offsets[rowIndex + 1]! > top + window.innerHeight) {
        restoreScroll([0, Math.max(0, Math.round(rowTop - window.innerHeight / 3))])
        return
      }
    }
    if (position) restoreScroll(position)
  }, [rows, width, offsets, sections, cachedMonth, sort, ref])
}
