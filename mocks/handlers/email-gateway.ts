import type { operations } from '../../src/generated/email-gateway'
import { operationIndex } from '../../src/generated/email-gateway.operations'
import type { MockContext } from '../context'
import { subscriptionTokenOf } from '../db/collections/account'
import { nowIso } from './account/customer-records'
import { serviceOperations } from './operation'

const { anonymousOperation } = serviceOperations<operations>('email-gateway', operationIndex)

/**
 * The e-mail gateway: newsletter double opt-in. Every well-formed address has a pending subscription whose token
 * is optin- + its local part in lower case; confirming is idempotent.
 */
export function emailGatewayHandlers(ctx: MockContext) {
  return [
    anonymousOperation(ctx, 'confirmSubscription', async ({ path, reply }) => {
      const email = path.email.trim().toLowerCase()
      if (path.confirmationToken !== subscriptionTokenOf(email)) {
        return reply(404, { message: 'No pending subscription has this confirmation token' })
      }
      const existing = ctx.db.subscriptions.findFirst((q) => q.where({ email }))
      const subscription =
        existing ??
        (await ctx.db.subscriptions.create({ email, status: 'Confirmed', confirmedAt: nowIso(ctx) }))
      if (!existing) ctx.db.changed()
      return reply(200, {
        email: subscription.email,
        status: 'Confirmed',
        confirmedAt: subscription.confirmedAt,
      })
    }),
  ]
}
