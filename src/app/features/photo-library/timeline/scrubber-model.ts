import { scrubberKeys } from '#app/photos/shortcuts/scrubber-keys'
import { isUnknownDate, type TimelineRow, type TimelineSection } from '#app/photos/timeline-model'
import { matches } from '#app/ui/keys'

/**
 * The date scrubber's arithmetic (date-scrubber.tsx): a place on the rail, from 0 (top) to 1 (bottom), stands for the
 * same share of the timeline's height; each month starts where its title row does. Everything is read from the rows
 * the timeline draws from the month counts, so the scrubber needs no photo.
 */

/** Where each section's title row starts (pixels from the list's top), in the sections' order. */
export function sectionStarts(rows: readonly TimelineRow[], offsets: ArrayLike<number>): number[] {
  const starts: number[] = []
  rows.forEach((row, index) => {
    if (row.kind === 'header') starts.push(offsets[index]!)
  })
  return starts
}

/** The section at a place in the list: the last one starting at or above it (the first for a place above all). */
export function sectionAt(starts: readonly number[], offset: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= offset) low = middle
    else high = middle - 1
  }
  return low
}

/** The section a place on the rail (0–1) lands on. The bottom lands on the last one. */
export function sectionAtFraction(starts: readonly number[], totalSize: number, fraction: number): number {
  if (fraction >= 1) return starts.length - 1
  return sectionAt(starts, Math.max(0, fraction) * totalSize)
}

type KeyPress = Parameters<typeof matches>[0]

/**
 * The section a key press moves to from `current` (scrubberKeys, the table the shortcut sheet lists), or null for a
 * key the slider does not handle.
 */
export function sectionForKey(event: KeyPress, current: number, count: number): number | null {
  const { up, down, pageUp, pageDown, first, last } = scrubberKeys
  const pressed = (...keys: string[]) => keys.some((key) => matches(event, key))
  if (pressed(up, pageUp)) return Math.max(0, current - 1)
  if (pressed(down, pageDown)) return Math.min(count - 1, current + 1)
  if (pressed(first)) return 0
  if (pressed(last)) return count - 1
  return null
}

export interface YearMark {
  year: number
  /** The section it jumps to: the year's first month in the list's order. */
  section: number
  /** Its place on the rail, 0–1. */
  fraction: number
}

/**
 * The years written on the rail, each at its first month, leaving out one that would sit closer than `minGap`
 * pixels to the one before on a rail `railHeight` tall (a library of forty years on a phone-sized rail).
 */
export function yearMarks(
  sections: readonly TimelineSection[],
  starts: readonly number[],
  totalSize: number,
  railHeight: number,
  minGap: number,
): YearMark[] {
  const marks: YearMark[] = []
  let lastYear: number | undefined
  let lastPixel = Number.NEGATIVE_INFINITY
  sections.forEach((section, index) => {
    if (isUnknownDate(section) || section.year === lastYear) return
    lastYear = section.year
    const fraction = totalSize > 0 ? starts[index]! / totalSize : 0
    if (fraction * railHeight - lastPixel < minGap) return
    lastPixel = fraction * railHeight
    marks.push({ year: section.year, section: index, fraction })
  })
  return marks
}
