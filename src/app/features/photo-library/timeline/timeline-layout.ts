import { useMemo } from 'react'
import { columnsFor, type TimelineRow, type TimelineSection, timelineRows } from '#app/photos/timeline-model'

const headerHeight = 56
/** A failed month's error with Try again: on a phone the message takes two lines and the button goes below it. */
const errorRowHeight = (columns: number) => (columns <= 3 ? 148 : 96)
const gap = 4

/**
 * The timeline's rows for the list's width: how many columns, every month title, row of cells and failed month's
 * error in order, and each row's height. All of it from the month counts, so nothing is measured after rendering.
 */
export function useTimelineLayout(
  sections: TimelineSection[],
  width: number,
  expanded: ReadonlySet<string>,
  failed: ReadonlyMap<string, number>,
): { columns: number; rows: TimelineRow[]; sizes: number[] } {
  const columns = columnsFor(width || 375)
  const rows = useMemo(
    () => timelineRows(sections, columns, expanded, failed),
    [sections, columns, expanded, failed],
  )
  const cellSize = width > 0 ? (width - gap * (columns - 1)) / columns : 120
  const sizes = useMemo(
    () =>
      rows.map((row) =>
        row.kind === 'header'
          ? headerHeight
          : row.kind === 'error'
            ? errorRowHeight(columns)
            : cellSize + gap,
      ),
    [rows, cellSize, columns],
  )
  return { columns, rows, sizes }
}
