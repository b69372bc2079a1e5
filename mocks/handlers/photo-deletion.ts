import { addDays, addMonths, differenceInCalendarDays, subDays, subMonths } from 'date-fns'
import type { HttpHandler } from 'msw'
import type { operations } from '../../src/generated/photo-deletion'
import { operationIndex } from '../../src/generated/photo-deletion.operations'
import type { MockContext } from '../context'
import type { StorageAccountRecord } from '../db/collections/storage'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('photo-deletion', operationIndex)

type AccountInformation = operations['getAccountInformation']['responses'][200]['content']['application/json']

/**
 * Photos are kept 18 months after the last order, or after registration when there was none
 * (docs/requirements/storage-period.md#storage-period-rule).
 */
export const storagePeriodMonths = 18

/** A storage period as offsets from now; the answer's dates are computed from the mock clock at request time. */
export type StoragePeriod = Omit<StorageAccountRecord, 'ownerSub'>

export function accountInformation(now: number, period: StoragePeriod): AccountInformation {
  // Calendar days, not multiples of 24 h: across a daylight-saving change the time of day stays, so a deletion
  // date 12 days ahead is 12 calendar days ahead at any hour.
  const registration = subDays(now, period.registrationDaysAgo)
  const lastOrder = period.lastOrderDaysAgo === null ? null : subDays(now, period.lastOrderDaysAgo)
  return {
    registrationDate: registration.toISOString(),
    lastOrderDate: lastOrder === null ? null : lastOrder.toISOString(),
    projectedDeletionDate: addMonths(lastOrder ?? registration, storagePeriodMonths).toISOString(),
    delayedDeletionDate:
      period.delayedDeletionDaysAhead === null
        ? null
        : addDays(now, period.delayedDeletionDaysAhead).toISOString(),
    projectCount: period.projectCount,
  }
}

/** How many days ago the last order was if the projected deletion date is `daysAhead` days from now. */
export function lastOrderDaysAgoFor(now: number, daysAhead: number): number {
  const estimate = differenceInCalendarDays(now, subMonths(addDays(now, daysAhead), storagePeriodMonths))
  const deletionDaysAhead = (daysAgo: number) =>
    differenceInCalendarDays(addMonths(subDays(now, daysAgo), storagePeriodMonths), now)
  // Months differ in length: 18 months after no day is 31 March, say. On such days the nearest date stands in.
  return (
    [0, -1, 1, -2, 2]
      .map((step) => estimate + step)
      .find((daysAgo) => deletionDaysAhead(daysAgo) === daysAhead) ?? estimate
  )
}

const noAccount: StoragePeriod = {
  registrationDaysAgo: 0,
  lastOrderDaysAgo: null,
  delayedDeletionDaysAhead: null,
  projectCount: 0,
}

function storagePeriodOf(ctx: MockContext, sub: string): StoragePeriod {
  return ctx.db.storageAccounts.findFirst((q) => q.where({ ownerSub: sub })) ?? noAccount
}

/**
 * A getAccountInformation handler whose storage period comes from `periodFor` (the storage:* scenarios use it;
 * the persona's project count stays).
 */
export function accountInformationHandler(
  ctx: MockContext,
  periodFor: (now: number, stored: StoragePeriod) => StoragePeriod,
): HttpHandler {
  return operation(ctx, 'getAccountInformation', ({ user, reply }) => {
    const now = ctx.clock.now()
    return reply(200, accountInformation(now, periodFor(now, storagePeriodOf(ctx, user.sub))))
  })
}

/** The photo deletion service: the storage period of the signed-in user's photos. */
export function photoDeletionHandlers(ctx: MockContext): HttpHandler[] {
  return [accountInformationHandler(ctx, (_now, stored) => stored)]
}
