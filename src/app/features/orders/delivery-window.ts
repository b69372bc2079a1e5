import type { IntlShape } from 'react-intl'
import { formatDay as formatCalendarDay } from '#app/platform/i18n/dates'
import type { DeliveryDates } from '#app/queries/delivery'

/** A calendar date of the delivery service (2026-11-29) as a moment that is that day in every time zone shown in UTC. */
export const calendarDay = (date: string) => Date.parse(`${date}T12:00:00Z`)

/** A calendar date in the customer's locale ('29 November 2026'). */
export function formatDay(intl: IntlShape, date: string): string {
  return formatCalendarDay(intl, calendarDay(date), 'UTC')
}

/**
 * When the order is expected, in the customer's locale: '29 November – 2 December' (with the year when `withYear`),
 * the range written as the locale writes ranges.
 */
export function deliveryWindow(intl: IntlShape, dates: DeliveryDates, withYear = false): string {
  return intl.formatDateTimeRange(
    calendarDay(dates.earliestDeliveryDate),
    calendarDay(dates.latestDeliveryDate),
    {
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    },
  )
}
