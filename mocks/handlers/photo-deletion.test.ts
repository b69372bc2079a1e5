import { addDays, addMonths, differenceInCalendarDays, getDaysInMonth, subMonths } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { accountInformation, lastOrderDaysAgoFor, storagePeriodMonths } from './photo-deletion'

/** Every 7 hours through a year: every hour of the day, both daylight-saving changes, every month end. */
const instants = Array.from({ length: 1252 }, (_, step) => Date.UTC(2027, 0, 1) + step * 7 * 3_600_000)

/** No last order has its 18-month date on this day (the 31st after a 30-day month, say). */
function unreachable(target: Date): boolean {
  return target.getDate() > getDaysInMonth(subMonths(target, storagePeriodMonths))
}

describe('the storage:* scenarios’ deletion dates', () => {
  it.each([12, 50, 61, 517])(
    'put the projected deletion %i calendar days ahead at any hour of any day',
    (days) => {
      const misses = instants.filter((now) => {
        const info = accountInformation(now, {
          registrationDaysAgo: 2000,
          lastOrderDaysAgo: lastOrderDaysAgoFor(now, days),
          delayedDeletionDaysAhead: null,
          projectCount: 0,
        })
        const ahead = differenceInCalendarDays(new Date(info.projectedDeletionDate), now)
        return ahead !== days && !unreachable(addDays(now, days))
      })
      expect(misses.map((now) => new Date(now).toISOString())).toEqual([])
    },
  )

  it('computes the projected date as 18 months after the last order', () => {
    const now = Date.UTC(2027, 2, 28, 0, 30)
    const info = accountInformation(now, {
      registrationDaysAgo: 900,
      lastOrderDaysAgo: 10,
      delayedDeletionDaysAhead: null,
      projectCount: 0,
    })
    expect(new Date(info.projectedDeletionDate)).toEqual(addMonths(new Date(info.lastOrderDate!), 18))
  })
})
