import { describe, expect, it } from 'vitest'
import type { TimelineRow, TimelineSection } from '#app/photos/timeline-model'
import { sectionAt, sectionAtFraction, sectionForKey, sectionStarts, yearMarks } from './scrubber-model'
import { rowOffsets } from './window-rows'

const section = (year: number, month: number): TimelineSection => ({
  key: `${year}-${month}`,
  year,
  month,
  count: 3,
})
const sections = [section(2024, 3), section(2024, 1), section(2023, 12), section(2019, 6), section(1970, 1)]
// Each month: a 50 px title and one 100 px row of cells.
const rows: TimelineRow[] = sections.flatMap((s) => [
  { kind: 'header' as const, section: s },
  { kind: 'cells' as const, section: s, firstIndex: 0, count: 3 },
])
const offsets = rowOffsets(rows.map((row) => (row.kind === 'header' ? 50 : 100)))
const starts = sectionStarts(rows, offsets)

describe('the date scrubber’s arithmetic', () => {
  it('finds where each month starts', () => {
    expect(starts).toEqual([0, 150, 300, 450, 600])
  })

  it('finds the month at a place in the list, and at a place on the rail', () => {
    expect(sectionAt(starts, 0)).toBe(0)
    expect(sectionAt(starts, 149)).toBe(0)
    expect(sectionAt(starts, 150)).toBe(1)
    expect(sectionAt(starts, 10_000)).toBe(4)
    expect(sectionAt(starts, -5)).toBe(0)
    expect(sectionAtFraction(starts, 750, 0)).toBe(0)
    expect(sectionAtFraction(starts, 750, 0.5)).toBe(2)
    expect(sectionAtFraction(starts, 750, 1)).toBe(4)
    expect(sectionAtFraction(starts, 750, 1.4)).toBe(4)
    expect(sectionAtFraction(starts, 750, -0.2)).toBe(0)
  })

  it('moves by month with the arrows and Page Up/Down, to the ends with Home and End (the sheet’s table), within the list', () => {
    const press = (key: string, modifiers: { ctrlKey?: boolean } = {}) => ({
      key,
      shiftKey: false,
      ctrlKey: false,
      altKey: false,
      metaKey: false,
      ...modifiers,
    })
    expect(sectionForKey(press('PageDown'), 1, 5)).toBe(2)
    expect(sectionForKey(press('ArrowDown'), 4, 5)).toBe(4)
    expect(sectionForKey(press('PageUp'), 1, 5)).toBe(0)
    expect(sectionForKey(press('ArrowUp'), 0, 5)).toBe(0)
    expect(sectionForKey(press('Home'), 3, 5)).toBe(0)
    expect(sectionForKey(press('End'), 0, 5)).toBe(4)
    expect(sectionForKey(press('Enter'), 0, 5)).toBeNull()
    expect(sectionForKey(press('ArrowLeft'), 2, 5)).toBeNull()
    expect(sectionForKey(press('End', { ctrlKey: true }), 0, 5)).toBeNull()
  })

  it('writes each year once, at its first month, leaving out Unknown Date and years too close to the last', () => {
    expect(yearMarks(sections, starts, 750, 750, 20)).toEqual([
      { year: 2024, section: 0, fraction: 0 },
      { year: 2023, section: 2, fraction: 0.4 },
      { year: 2019, section: 3, fraction: 0.6 },
    ])
    // On a 50 px rail 2023 is 20 px below 2024, and 2019 10 px below 2023.
    expect(yearMarks(sections, starts, 750, 50, 20).map((mark) => mark.year)).toEqual([2024, 2023])
  })
})
