import { de } from 'date-fns/locale/de'
import { enGB } from 'date-fns/locale/en-GB'
import { describe, expect, it } from 'vitest'
import { knownDateTaken, monthTitle, takenOnDate } from './photo-dates'

const pattern = "d MMMM yyyy 'at' HH:mm:ss"

describe('photo dates', () => {
  it('formats the date taken as d MMMM yyyy at HH:mm:ss', () => {
    const local = new Date(2024, 2, 5, 14, 7, 9).toISOString()
    expect(takenOnDate(local, pattern, enGB)).toBe('5 March 2024 at 14:07:09')
    expect(takenOnDate(local, "d. MMMM yyyy 'um' HH:mm:ss", de)).toBe('5. März 2024 um 14:07:09')
  })

  it('treats a missing date and any date in January 1970 as unknown', () => {
    expect(knownDateTaken(undefined)).toBeUndefined()
    expect(knownDateTaken('1970-01-01T00:00:00Z')).toBeUndefined()
    expect(knownDateTaken('1970-01-31T23:59:59Z')).toBeUndefined()
    expect(knownDateTaken('1970-02-01T00:00:00Z')).toBeDefined()
    expect(knownDateTaken('not a date')).toBeUndefined()
    expect(takenOnDate('1970-01-15T10:00:00Z', pattern, enGB)).toBeUndefined()
  })

  it('titles a month in the locale', () => {
    expect(monthTitle({ year: 2024, month: 3 }, enGB)).toBe('March 2024')
    expect(monthTitle({ year: 2024, month: 3 }, de)).toBe('März 2024')
  })
})
