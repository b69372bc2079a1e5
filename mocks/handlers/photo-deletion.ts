import { addMonths, subMonths } from 'date-fns'
import type { HttpHandler } from 'msw'
import type { operations } from '../../src/generated/photo-deletion'
import { operationIndex } from '../../src/generated/photo-deletion.operations'
import type { MockContext } from '../context'
import type { StorageAccountRecord } from '../db/collections/storage'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('photo-deletion', operationIndex)

type AccountInformation = operations['getAccountInformation']['responses'][200]['content']['application/json']

const day = 86_400_000
/** Photos are kept 18 months after the last order, or after registration when there was none (spec §1). */
export const storagePeriodMonths = 18

/** A storage period as offsets from now; the answer's dates are computed from the mock clock at request time. */
export type StoragePeriod = Omit<StorageAccountRecord, 'ownerSub'>

export function accountInformation(now: number, period: StoragePeriod): AccountInformation {
  const registration = now - period.registrationDaysAgo * day
  const lastOrder = period.lastOrderDaysAgo === null ? null : now - period.lastOrderDaysAgo * day
  return {
    registrationDate: new Date(registration).toISOString(),
    lastOrderDate: lastOrder === null ? null : new Date(lastOrder).toISOString(),
    projectedDeletionDate: addMonths(lastOrder ?? registration, storagePeriodMonths).toISOString(),
    delayedDeletionDate:
      period.delayedDeletionDaysAhead === null
        ? null
        : new Date(now + period.delayedDeletionDaysAhead * day).toISOString(),
    projectCount: period.projectCount,
  }
}

/** How many days ago the last order was if the projected deletion date is `daysAhead` days from now. */
export function lastOrderDaysAgoFor(now: number, daysAhead: number): number {
  return Math.round((now - subMonths(now + daysAhead * day, storagePeriodMonths).getTime()) / day)
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
