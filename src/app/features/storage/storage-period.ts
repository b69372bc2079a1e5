import { addMonths, differenceInCalendarDays, differenceInMonths, subMonths } from 'date-fns'
import type { ServiceSchemas } from '#app/api/clients'

export type AccountInformation = ServiceSchemas<'photo-deletion'>['schemas']['AccountInformation']

export type StorageStatus = 'safe' | 'warning' | 'critical'

/** The account information's derived values (docs/requirements/entities.md#entities-photo-deletion-account-info). */
export interface StoragePeriod {
  deletionDate: Date
  daysRemaining: number
  monthsRemaining: number
  isStoragePeriodExtended: boolean
  status: StorageStatus
}

/**
 * Photos are kept 18 months after the last order, or after registration when there was none
 * (docs/requirements/storage-period.md#storage-period-rule, docs/requirements/constants.md#constants-storage-period).
 */
export const storagePeriodMonths = 18
/**
 * 3 or more months left is safe, 1 to 2 is warning, less than 1 is critical
 * (docs/requirements/storage-period.md#storage-period-status).
 */
const safeFromMonths = 3
const warningFromMonths = 1

/**
 * With UseReactivationMockData, deletion is 2 months ahead and registration 16 months ago
 * (docs/requirements/storage-period.md#storage-period-mock-account-info).
 */
export function reactivationMockData(info: AccountInformation, now: Date): AccountInformation {
  return {
    ...info,
    registrationDate: subMonths(now, storagePeriodMonths - 2).toISOString(),
    lastOrderDate: null,
    projectedDeletionDate: addMonths(now, 2).toISOString(),
    delayedDeletionDate: null,
  }
}

export function statusFor(monthsRemaining: number): StorageStatus {
  if (monthsRemaining >= safeFromMonths) return 'safe'
  if (monthsRemaining >= warningFromMonths) return 'warning'
  return 'critical'
}

/**
 * The storage period as the app shows it.
 *
 * monthsRemaining counts whole calendar months from now to the deletion date (date-fns differenceInMonths: 14 Jan
 * to 14 Apr is 3, to 13 Apr is 2; a month ending on the 31st ends on the month's last day). daysRemaining counts
 * calendar days, so it agrees with the date shown. Both are 0 once the date has passed.
 */
export function storagePeriodOf(
  info: AccountInformation,
  now: Date,
  options: { useMockData?: boolean } = {},
): StoragePeriod {
  const source = options.useMockData ? reactivationMockData(info, now) : info
  const deletionDate = new Date(source.delayedDeletionDate ?? source.projectedDeletionDate)
  const monthsRemaining = Math.max(0, differenceInMonths(deletionDate, now))
  return {
    deletionDate,
    daysRemaining: Math.max(0, differenceInCalendarDays(deletionDate, now)),
    monthsRemaining,
    isStoragePeriodExtended: source.delayedDeletionDate !== null,
    status: statusFor(monthsRemaining),
  }
}
