import type { MockContext } from '../../context'
import { reservedEmail } from '../../db/collections/account'

/** The customer of a signed-in user, unless the account is deleted (then the services answer 404). */
export function activeCustomer(ctx: MockContext, sub: string) {
  const customer = ctx.db.customers.findFirst((q) => q.where({ sub }))
  return customer && !customer.accountDeleted ? customer : undefined
}

/** Whether an address is some account's current e-mail (case-insensitive); `exceptSub`'s own does not count. */
export function emailInUse(ctx: MockContext, email: string, exceptSub?: string): boolean {
  const wanted = email.trim().toLowerCase()
  if (wanted === reservedEmail) return true
  const owners = [
    ...ctx.db.users.findMany((q) => q.where({ email: (value) => value.toLowerCase() === wanted })),
    ...ctx.db.customers.findMany((q) => q.where({ email: (value) => value.toLowerCase() === wanted })),
  ]
  return owners.some((owner) => owner.sub !== exceptSub)
}

export const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString()
