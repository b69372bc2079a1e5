import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { dayFormat, formatDay, formatDayAndTime } from './dates'
import { locales } from './locales'

const intl = (locale: string) => createIntl({ locale, messages: {}, timeZone: 'Europe/Amsterdam' })
const day = '2026-08-04T10:30:00Z'

describe('the app’s date vocabulary', () => {
  it.each([
    ['en-GB', '4 August 2026'],
    ['de-AT', '4. August 2026'],
    ['fr-FR', '4 août 2026'],
    ['nl-NL', '4 augustus 2026'],
    ['es-ES', '4 de agosto de 2026'],
  ])('writes a day in %s as day, full month name and year: %s', (locale, written) => {
    expect(formatDay(intl(locale), day)).toBe(written)
  })

  // The photo tooltip's date format is d MMMM yyyy (docs/requirements/photos-screen.md#photos-cell).
  it('is the long date the photo tooltip (d MMMM yyyy) starts with', () => {
    expect(new Intl.DateTimeFormat('en-GB', dayFormat).format(new Date(day))).toBe('4 August 2026')
  })

  it('writes a date-only day in UTC when asked, so it is that day in every time zone', () => {
    const honolulu = createIntl({ locale: 'en-GB', messages: {}, timeZone: 'Pacific/Honolulu' })
    expect(formatDay(honolulu, Date.parse('2026-11-29T00:00:00Z'), 'UTC')).toBe('29 November 2026')
  })

  it('writes a moment as its day and the locale’s short time', () => {
    expect(formatDayAndTime(intl('en-GB'), day)).toBe('4 August 2026 at 12:30')
    expect(formatDayAndTime(intl('de-AT'), '2026-08-04T05:05:00Z')).toBe('4. August 2026 um 07:05')
  })

  it.each(locales)('writes the day of a moment as formatDay does in %s', (locale) => {
    for (const moment of ['2026-08-04T05:05:00Z', '2026-12-24T15:30:00Z']) {
      expect(formatDayAndTime(intl(locale), moment).startsWith(formatDay(intl(locale), moment))).toBe(true)
    }
  })
})
