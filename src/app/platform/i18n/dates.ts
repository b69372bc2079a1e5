import type { IntlShape } from 'react-intl'

/**
 * The app's one way of writing a calendar day where the spec names no format (decision 0027): the day, the month's
 * full name and the year, as the locale orders them: '4 August 2026', '4. August 2026', '4 août 2026'.
 */
export const dayFormat = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions

type DateValue = string | number | Date

/** A calendar day in the customer's locale ('4 August 2026'); `timeZone` for days the services send as dates only. */
export function formatDay(intl: Pick<IntlShape, 'formatDate'>, value: DateValue, timeZone?: string): string {
  return intl.formatDate(value, timeZone ? { ...dayFormat, timeZone } : dayFormat)
}

/**
 * A moment: its day as formatDay writes it and the locale's short time ('4 August 2026 at 07:05'). Intl cannot mix
 * a time style with day options, so this is the long date style, which writes the day as dayFormat does in all 11
 * locales (dates.test.ts).
 */
export function formatDayAndTime(intl: Pick<IntlShape, 'formatDate'>, value: DateValue): string {
  return intl.formatDate(value, { dateStyle: 'long', timeStyle: 'short' })
}
