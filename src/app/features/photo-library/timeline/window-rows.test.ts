import { describe, expect, it } from 'vitest'
import { rowOffsets, rowsInView } from './window-rows'

describe('rowOffsets', () => {
  it('gives each row its start and the total height last', () => {
    expect([...rowOffsets([56, 200, 200])]).toEqual([0, 56, 256, 456])
    expect([...rowOffsets([])]).toEqual([0])
  })
})

describe('rowsInView', () => {
  const offsets = rowOffsets(Array.from({ length: 1000 }, () => 100))

  it('finds the rows that meet the band, widened by the overscan', () => {
    expect(rowsInView(offsets, 0, 700, 0)).toEqual([0, 6])
    expect(rowsInView(offsets, 250, 950, 0)).toEqual([2, 9])
    expect(rowsInView(offsets, 250, 950, 4)).toEqual([0, 13])
  })

  it('stops at both ends of the list', () => {
    expect(rowsInView(offsets, 99_500, 100_200, 4)).toEqual([991, 999])
    expect(rowsInView(offsets, -500, 200, 4)).toEqual([0, 5])
  })

  it('returns an empty range with no rows', () => {
    expect(rowsInView(rowOffsets([]), 0, 700, 4)).toEqual([0, -1])
  })

  it('costs the same for a million rows: the band still holds a screenful', () => {
    const many = rowOffsets(Array.from({ length: 1_000_000 }, (_, index) => (index % 9 === 0 ? 56 : 210)))
    const top = many[900_000]!
    const [first, last] = rowsInView(many, top, top + 800, 0)
    expect(first).toBe(900_000)
    expect(last - first).toBeLessThan(6)
  })
})
