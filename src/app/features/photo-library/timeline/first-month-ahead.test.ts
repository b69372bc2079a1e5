// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { firstMonthStorageKey, rememberedFirstMonth } from './first-month-ahead'
import { rememberFirstMonth } from './remember-first-month'

const newestTaken = { sortKey: 'dateTaken', sortOrder: 'desc' } as const
const oldestUploaded = { sortKey: 'created', sortOrder: 'asc' } as const

describe('the first month the timeline showed, remembered for its next opening', () => {
  beforeEach(() => localStorage.clear())

  it('remembers the month for the sort it was shown in', () => {
    expect(rememberedFirstMonth(localStorage, newestTaken)).toBeUndefined()
    rememberFirstMonth(localStorage, newestTaken, { year: 2026, month: 11 })
    expect(rememberedFirstMonth(localStorage, newestTaken)).toEqual({ year: 2026, month: 11 })
    expect(rememberedFirstMonth(localStorage, oldestUploaded)).toBeUndefined()
    rememberFirstMonth(localStorage, oldestUploaded, { year: 2019, month: 7 })
    expect(rememberedFirstMonth(localStorage, oldestUploaded)).toEqual({ year: 2019, month: 7 })
    expect(rememberedFirstMonth(localStorage, newestTaken)).toBeUndefined()
  })

  it('ignores what is not a year and a month, and an unreadable entry', () => {
    for (const stored of [
      'not json',
      '[1, 2]',
      'null',
      JSON.stringify({ sort: 'dateTaken desc', year: 2026, month: 13 }),
      JSON.stringify({ sort: 'dateTaken desc', year: '2026', month: 1 }),
      JSON.stringify({ sort: 'dateTaken desc', year: 2026, month: 1.5 }),
    ]) {
      localStorage.setItem(firstMonthStorageKey, stored)
      expect(rememberedFirstMonth(localStorage, newestTaken), stored).toBeUndefined()
    }
    rememberFirstMonth(localStorage, newestTaken, { year: 2026, month: 1 })
    expect(rememberedFirstMonth(localStorage, newestTaken)).toEqual({ year: 2026, month: 1 })
  })

  it('does without storage', () => {
    expect(rememberedFirstMonth(undefined, newestTaken)).toBeUndefined()
    expect(() => rememberFirstMonth(undefined, newestTaken, { year: 2026, month: 1 })).not.toThrow()
  })
})
