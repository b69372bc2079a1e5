import { describe, expect, it } from 'vitest'
import { knownDateTaken, monthTitle, takenOnDate } from './photo-dates'

describe('photo dates', () => {
  it('formats the date taken as d MMMM yyyy at HH:mm:ss', () => {
    const local = new Date(2024, 2, 5, 14, 7, 9).toISOString()
    const at = (time: string) => `at ${time}`
    expect(takenOnDate(local, 'en-GB', at)).toBe('5 March 2024 at 14:07:09')
    expect(takenOnDate(local, 'de-AT', (time) => `um ${time}`)).toBe('5. März 2024 um 14:07:09')
    expect(takenOnDate(new Date(2024, 2, 5, 4, 7, 9).toISOString(), 'en-GB', at)).toBe(
      '5 March 2024 at 04:07:09',
    )
  })

  it('treats a missing date and any date in January 1970 as unknown', () => {
    expect(knownDateTaken(undefined)).toBeUndefined()
    expect(knownDateTaken('1970-01-01T00:00:00Z')).toBeUndefined()
    expect(knownDateTaken('1970-01-31T23:59:59Z')).toBeUndefined()
    expect(knownDateTaken('1970-02-01T00:00:00Z')).toBeDefined()
    expect(knownDateTaken('not a date')).toBeUndefined()
    expect(takenOnDate('1970-01-15T10:00:00Z', 'en-GB', (time) => `at ${time}`)).toBeUndefined()
  })

  it('titles a month in the locale', () => {
    expect(monthTitle({ year: 2024, month: 3 }, 'en-GB')).toBe('March 2024')
    expect(monthTitle({ year: 2024, month: 3 }, 'de-AT')).toBe('März 2024')
  })
})
