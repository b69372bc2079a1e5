import { addMonths, subMonths } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { type AccountInformation, reactivationMockData, statusFor, storagePeriodOf } from './storage-period'

const now = new Date(2025, 0, 14, 10, 0, 0)
const ms = 1
const day = 86_400_000

function info(projected: Date, delayed: Date | null = null): AccountInformation {
  return {
    registrationDate: subMonths(projected, 18).toISOString(),
    lastOrderDate: null,
    projectedDeletionDate: projected.toISOString(),
    delayedDeletionDate: delayed?.toISOString() ?? null,
    projectCount: 2,
  }
}

// The thresholds of docs/requirements/storage-period.md#storage-period-status.
describe('statusFor', () => {
  it.each([
    [0, 'critical'],
    [1, 'warning'],
    [2, 'warning'],
    [3, 'safe'],
    [17, 'safe'],
  ] as const)('%i months left is %s', (months, status) => {
    expect(statusFor(months)).toBe(status)
  })
})

describe('storagePeriodOf', () => {
  it('is safe with exactly 3 months left, warning just under', () => {
    const exactly = storagePeriodOf(info(addMonths(now, 3)), now)
    expect(exactly).toMatchObject({ monthsRemaining: 3, status: 'safe' })
    const under = storagePeriodOf(info(new Date(addMonths(now, 3).getTime() - ms)), now)
    expect(under).toMatchObject({ monthsRemaining: 2, status: 'warning' })
  })

  it('is warning with exactly 1 month left, critical just under', () => {
    expect(storagePeriodOf(info(addMonths(now, 1)), now)).toMatchObject({
      monthsRemaining: 1,
      status: 'warning',
    })
    expect(storagePeriodOf(info(new Date(addMonths(now, 1).getTime() - ms)), now)).toMatchObject({
      monthsRemaining: 0,
      status: 'critical',
    })
  })

  it('counts calendar months, also to the leap day', () => {
    // Last order 31 Aug 2022: 18 months later is the leap day, 29 Feb 2024.
    const leapDay = new Date(2024, 1, 29, 12)
    expect(storagePeriodOf(info(leapDay), new Date(2023, 10, 29, 12))).toMatchObject({
      monthsRemaining: 3,
      status: 'safe',
    })
    expect(storagePeriodOf(info(leapDay), new Date(2023, 11, 1, 12))).toMatchObject({
      monthsRemaining: 2,
      status: 'warning',
    })
    // The end of February ends a month that began on the 31st.
    expect(storagePeriodOf(info(leapDay), new Date(2024, 0, 31, 12)).monthsRemaining).toBe(1)
    expect(storagePeriodOf(info(new Date(2024, 1, 27, 12)), new Date(2024, 0, 31, 12)).monthsRemaining).toBe(
      0,
    )
    expect(storagePeriodOf(info(leapDay), new Date(2024, 1, 1, 9)).daysRemaining).toBe(28)
  })

  it('counts the days to the deletion date in calendar days', () => {
    const period = storagePeriodOf(info(new Date(now.getTime() + 12 * day)), now)
    expect(period).toMatchObject({ daysRemaining: 12, monthsRemaining: 0, status: 'critical' })
    // Later the same day still counts the deletion day as a day away.
    expect(storagePeriodOf(info(new Date(2025, 0, 15, 1)), now).daysRemaining).toBe(1)
  })

  it('takes the delayed date over the projected one and marks the period extended', () => {
    const period = storagePeriodOf(info(subMonths(now, 1), addMonths(now, 4)), now)
    expect(period.deletionDate).toEqual(addMonths(now, 4))
    expect(period).toMatchObject({ isStoragePeriodExtended: true, monthsRemaining: 4, status: 'safe' })
  })

  it('is not extended without a delayed date', () => {
    const period = storagePeriodOf(info(addMonths(now, 10)), now)
    expect(period.deletionDate).toEqual(addMonths(now, 10))
    expect(period.isStoragePeriodExtended).toBe(false)
  })

  it('answers 0 days and 0 months, critical, once the date has passed', () => {
    expect(storagePeriodOf(info(new Date(now.getTime() - 3 * day)), now)).toMatchObject({
      daysRemaining: 0,
      monthsRemaining: 0,
      status: 'critical',
    })
    expect(storagePeriodOf(info(subMonths(now, 5)), now)).toMatchObject({
      daysRemaining: 0,
      monthsRemaining: 0,
    })
  })

  it('with the reactivation mock data puts deletion 2 months ahead, whatever the service said', () => {
    const period = storagePeriodOf(info(addMonths(now, 12), addMonths(now, 14)), now, { useMockData: true })
    expect(period.deletionDate).toEqual(addMonths(now, 2))
    expect(period).toMatchObject({ monthsRemaining: 2, status: 'warning', isStoragePeriodExtended: false })
    const data = reactivationMockData(info(addMonths(now, 12)), now)
    expect(data).toMatchObject({ registrationDate: subMonths(now, 16).toISOString(), lastOrderDate: null })
    expect(data.projectCount).toBe(2)
  })
})
