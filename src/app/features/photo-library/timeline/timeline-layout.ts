import type { TimelineRow } from '#app/photos/timeline-model'

const headerHeight = 56
/** A failed month's error with Try again: on a phone the message takes two lines and the button goes below it. */
const errorRowHeight = (columns: number) => (columns <= 3 ? 148 : 96)
const gap = 4

/** Each row's height in px: a month title, a failed month's error, or a row of square cells and the gap below it. */
export function rowHeights(rows: readonly TimelineRow[], columns: number, width: number): number[] {
  const cellSize = width > 0 ? (width - gap * (columns - 1)) / columns : 120
  return rows.map((row) =>
    row.kind === 'header' ? headerHeight : row.kind === 'error' ? errorRowHeight(columns) : cellSize + gap,
  )
}
