import { describe, expect, it } from 'vitest'
import type { TimelineSection } from '#app/photos/timeline-model'
import { type LoadedMonth, photoRange } from './photo-range'

/** Months in the timeline's order (newest first), each with its photo ids and how many of them are loaded. */
function timeline(months: { key: string; count: number; loaded: number }[]) {
  const sections: TimelineSection[] = months.map(({ key, count }) => {
    const [year, month] = key.split('-').map(Number)
    return { key, year: year!, month: month!, count }
  })
  const all = new Map(
    months.map(({ key, count }) => [key, Array.from({ length: count }, (_, i) => `${key}/${i}`)]),
  )
  const loadedCount = new Map(months.map(({ key, loaded }) => [key, loaded]))
  const loaded = (section: TimelineSection): LoadedMonth => {
    const ids = all.get(section.key)!.slice(0, loadedCount.get(section.key))
    return { ids, complete: ids.length === section.count }
  }
  const asked: string[][] = []
  const loadMonths = async (missing: readonly TimelineSection[]) => {
    asked.push(missing.map((section) => section.key))
    return missing.map((section) => all.get(section.key)!)
  }
  const range = (from: string, to: string) => photoRange(sections, loaded, loadMonths, from, to)
  return { range, asked }
}

describe('photoRange', () => {
  const library = () =>
    timeline([
      { key: '2024-5', count: 30, loaded: 30 },
      { key: '2024-4', count: 600, loaded: 48 },
      { key: '2024-3', count: 5, loaded: 0 },
      { key: '2024-2', count: 4, loaded: 4 },
      { key: '2024-1', count: 700, loaded: 24 },
    ])

  it('within a month: the loaded photos between the two, both included, in either direction, at once', () => {
    const { range, asked } = library()
    expect(range('2024-5/3', '2024-5/6')).toEqual(['2024-5/3', '2024-5/4', '2024-5/5', '2024-5/6'])
    expect(range('2024-5/6', '2024-5/3')).toEqual(['2024-5/3', '2024-5/4', '2024-5/5', '2024-5/6'])
    expect(asked).toEqual([])
  })

  it('across loaded months: from the first photo to its month’s end, then the next month up to the last, at once', () => {
    const { range, asked } = library()
    const ids = range('2024-5/28', '2024-4/1')
    expect(ids).toEqual(['2024-5/28', '2024-5/29', '2024-4/0', '2024-4/1'])
    expect(asked).toEqual([])
  })

  it('asks for the months not loaded in full, once, and includes every photo of those between', async () => {
    const { range, asked } = library()
    const ids = (await range('2024-4/40', '2024-1/2')) as string[]
    // 2024-4 is loaded in part (its rest is asked for), 2024-3 not at all; 2024-2 is whole; 2024-1 needs no more.
    expect(asked).toEqual([['2024-4', '2024-3']])
    expect(ids).toHaveLength(600 - 40 + 5 + 4 + 3)
    expect(ids[0]).toBe('2024-4/40')
    expect(ids.at(-1)).toBe('2024-1/2')
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('2024-4/599')
    expect(ids).toContain('2024-3/4')
  })

  it('is the same range whichever end was chosen first', async () => {
    const forward = await library().range('2024-5/10', '2024-2/1')
    const backward = await library().range('2024-2/1', '2024-5/10')
    expect(backward).toEqual(forward)
  })

  it('is null when either photo is in no loaded month (deleted, or another sort)', () => {
    const { range, asked } = library()
    expect(range('gone', '2024-5/1')).toBeNull()
    expect(range('2024-5/1', '2024-3/2')).toBeNull()
    expect(asked).toEqual([])
  })

  it('finds the first photo by id in the month asked for, where the month changed since it was loaded', async () => {
    const sections: TimelineSection[] = [
      { key: '2024-2', year: 2024, month: 2, count: 3 },
      { key: '2024-1', year: 2024, month: 1, count: 1 },
    ]
    const loaded = (section: TimelineSection): LoadedMonth =>
      section.key === '2024-2' ? { ids: ['b', 'c'], complete: false } : { ids: ['z'], complete: true }
    // A new photo 'n' came first in February since its first page was loaded.
    const ids = await photoRange(sections, loaded, async () => [['n', 'b', 'c', 'd']], 'b', 'z')
    expect(ids).toEqual(['b', 'c', 'd', 'z'])
  })
})
