import { describe, expect, it } from 'vitest'
import { pageCountOf, pageWindow, parsePage } from './page-window'

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows nothing without pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })

  it('keeps the first and last page and the current one’s neighbours, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20])
  })

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageWindow(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })

  it('treats a page outside the range as the nearest end', () => {
    expect(pageWindow(99, 5)).toEqual([1, 'gap', 4, 5])
    expect(pageWindow(-3, 20)).toEqual([1, 2, 'gap', 20])
  })

  it('takes a wider window', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
  })
})

describe('pageCountOf', () => {
  it('rounds up, and an empty list still has its first page', () => {
    expect(pageCountOf(0, 10)).toBe(1)
    expect(pageCountOf(10, 10)).toBe(1)
    expect(pageCountOf(11, 10)).toBe(2)
  })
})

describe('parsePage', () => {
  it('reads whole numbers from 1 up and falls back to 1 for anything else', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(null)).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('')).toBe(1)
  })
})
