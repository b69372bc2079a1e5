import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  columnsFor,
  hiddenCount,
  type Photo,
  rowKey,
  rowOfPhoto,
  sectionKeyOf,
  sectionPreviewLimit,
  sectionsFromSummary,
  shownCount,
  thumbnailFor,
  timelineRows,
} from './timeline-model'

describe('sectionsFromSummary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('orders months newest first for descending sorts, with the unknown date last', () => {
    const sections = sectionsFromSummary(
      { '2024': { '3': 5, '12': 2 }, '1970': { '1': 4 }, '2025': { '1': 1 } },
      'desc',
    )
    expect(sections.map((section) => section.key)).toEqual(['2025-1', '2024-12', '2024-3', '1970-1'])
  })

  it('orders months oldest first for ascending sorts, still with the unknown date last', () => {
    const sections = sectionsFromSummary({ '2024': { '3': 5, '12': 2 }, '1970': { '1': 4 } }, 'asc')
    expect(sections.map((section) => section.key)).toEqual(['2024-3', '2024-12', '1970-1'])
  })

  it('treats a negative count as 0, logs it as an error and leaves the empty month out', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sections = sectionsFromSummary({ '2023': { '5': -3, '6': 0, '7': 1 } }, 'desc')
    expect(sections.map((section) => section.key)).toEqual(['2023-7'])
    expect(log).toHaveBeenCalledTimes(1)
  })
})

describe('section sizes', () => {
  const big = { key: '2024-1', year: 2024, month: 1, count: 5000 }
  const small = { key: '2024-2', year: 2024, month: 2, count: 7 }

  it('shows at most the timeline constant until the section is expanded, and says how many are hidden', () => {
    expect(shownCount(big, false)).toBe(sectionPreviewLimit)
    expect(hiddenCount(big, false)).toBe(5000 - sectionPreviewLimit)
    expect(shownCount(big, true)).toBe(5000)
    expect(hiddenCount(big, true)).toBe(0)
    expect(hiddenCount(small, false)).toBe(0)
  })

  it('lays sections out as a header and rows of cells', () => {
    const rows = timelineRows([small, big], 4, new Set())
    expect(rows.map((row) => (row.kind === 'cells' ? row.count : `h${row.section.month}`))).toEqual([
      'h2',
      4,
      3,
      'h1',
      ...Array(sectionPreviewLimit / 4).fill(4),
    ])
  })

  it('ends a month that failed to load in its error row, with rows only for the photos it did load', () => {
    const other = { key: '2024-3', year: 2024, month: 3, count: 5 }
    const rows = timelineRows(
      [small, big, other],
      4,
      new Set(),
      new Map([
        ['2024-2', 0],
        ['2024-1', 6],
      ]),
    )
    expect(
      rows.map((row) => (row.kind === 'cells' ? row.count : `${row.kind[0]}${row.section.month}`)),
    ).toEqual(['h2', 'e2', 'h1', 4, 2, 'h3', 4, 1])
  })

  it('gives failed months that follow one another one error row, after the first, that names them all', () => {
    const march = { key: '2024-3', year: 2024, month: 3, count: 5 }
    const april = { key: '2024-4', year: 2024, month: 4, count: 2 }
    const rows = timelineRows(
      [small, big, march, april],
      4,
      new Set(),
      new Map([
        ['2024-2', 0],
        ['2024-1', 6],
        ['2024-4', 0],
      ]),
    )
    expect(
      rows.map((row) => (row.kind === 'cells' ? row.count : `${row.kind[0]}${row.section.month}`)),
    ).toEqual(['h2', 'e2', 'h1', 4, 2, 'h3', 4, 1, 'h4', 'e4'])
    const errors = rows.flatMap((row) => (row.kind === 'error' ? [row.sections.map((s) => s.key)] : []))
    expect(errors).toEqual([['2024-2', '2024-1'], ['2024-4']])
  })
})

describe('rowKey', () => {
  const gone = { key: '2024-3', year: 2024, month: 3, count: 2 }
  const first = { key: '2024-2', year: 2024, month: 2, count: 7 }
  const second = { key: '2024-1', year: 2024, month: 1, count: 6 }

  it('names every row by what it shows, never two alike, error rows included', () => {
    const rows = timelineRows([gone, first, second], 4, new Set(), new Map([['2024-1', 0]]))
    const keys = rows.map(rowKey)
    expect(keys).toEqual([
      'header:2024-3:',
      'cells:2024-3:0',
      'header:2024-2:',
      'cells:2024-2:0',
      'cells:2024-2:4',
      'header:2024-1:',
      'error:2024-1:',
    ])
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps the keys of the rows below when a month above goes: their photos are not drawn anew', () => {
    const before = timelineRows([gone, first, second], 4, new Set()).map(rowKey)
    const after = timelineRows([first, second], 4, new Set()).map(rowKey)
    expect(after).toEqual(before.slice(2))
  })
})

describe('rowOfPhoto', () => {
  const first = { key: '2024-2', year: 2024, month: 2, count: 7 }
  const second = { key: '2024-1', year: 2024, month: 1, count: 500 }
  const rows = timelineRows([first, second], 4, new Set())

  it('finds the row of cells that shows a month’s photo', () => {
    expect(rowOfPhoto(rows, '2024-2', 0)).toBe(1)
    expect(rowOfPhoto(rows, '2024-2', 6)).toBe(2)
    expect(rowOfPhoto(rows, '2024-1', 5)).toBe(5)
  })

  it('answers -1 for a photo no row shows: beyond the timeline constant, or of another month', () => {
    expect(rowOfPhoto(rows, '2024-1', sectionPreviewLimit)).toBe(-1)
    expect(rowOfPhoto(rows, '2023-1', 0)).toBe(-1)
  })
})

describe('sectionKeyOf', () => {
  it('files a photo under the UTC month of the sort’s date, and under 1970/1 without one', () => {
    const photo = { dateTaken: '2024-03-31T23:30:00Z', created: '2025-01-01T00:00:00+02:00' }
    expect(sectionKeyOf(photo, 'dateTaken')).toBe('2024-3')
    expect(sectionKeyOf(photo, 'created')).toBe('2024-12')
    expect(sectionKeyOf({ created: '2025-01-01T00:00:00Z' }, 'dateTaken')).toBe('1970-1')
  })
})

describe('grid and thumbnails', () => {
  it('uses 3 columns on small screens, 4 on medium, 6 and more on large', () => {
    expect(columnsFor(375)).toBe(3)
    expect(columnsFor(800)).toBe(4)
    expect(columnsFor(1100)).toBe(6)
    expect(columnsFor(1920)).toBe(9)
  })

  it('takes thumbnail 300 below 1024 px and 800 above, else the nearest', () => {
    const photo = {
      thumbnails: [300, 800, 1300].map((id) => ({ id, url: `u${id}`, width: id, height: id })),
    } as Photo
    expect(thumbnailFor(photo, 375)?.id).toBe(300)
    expect(thumbnailFor(photo, 1023)?.id).toBe(300)
    expect(thumbnailFor(photo, 1280)?.id).toBe(800)
    const only1300 = { thumbnails: [{ id: 1300, url: 'u', width: 1, height: 1 }] } as Photo
    expect(thumbnailFor(only1300, 375)?.id).toBe(1300)
  })
})
