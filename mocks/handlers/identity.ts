import type { operations } from '../../src/generated/identity'
import { operationIndex } from '../../src/generated/identity.operations'
import type { MockContext } from '../context'
import { deletionTokenOf, emailChangeTokenOf } from '../db/collections/account'
import type { UserRecord } from '../db/schemas'
import { activeCustomer, emailInUse, nowIso } from './account/customer-records'
import { serviceOperations } from './operation'

const { operation } = serviceOperations<operations>('identity', operationIndex)

/** E-mail change requests allowed per identity in any window of this length. */
export const emailChangeLimit = { requests: 3, windowMs: 15 * 60_000 }

const notYours = { message: 'The path names another identity than the signed-in one' }
const accountGone = { message: 'The account does not exist (it was deleted)' }

function isOwnIdentity(user: UserRecord, path: { idpType: string; idpSub: string }) {
  return path.idpType === user.idpType && path.idpSub === user.idpSub
}

/** The identity service: the signed-in customer's account deletion and e-mail change. */
export function identityHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'requestAccountDeletion', async ({ user, path, body, reply }) => {
      if (!isOwnIdentity(user, path)) return reply(403, notYours)
      if (!activeCustomer(ctx, user.sub)) return reply(404, accountGone)
      const id = deletionTokenOf(user.persona)
      const requestedAt = nowIso(ctx)
      const existing = ctx.db.accountDeletions.findFirst((q) => q.where({ id }))
      if (existing) {
        await ctx.db.accountDeletions.update(existing, {
          data(deletion) {
            deletion.status = 'Pending'
            deletion.channel = body.channel
            deletion.requestedAt = requestedAt
            deletion.confirmedAt = undefined
          },
        })
      } else {
        await ctx.db.accountDeletions.create({
          id,
          sub: user.sub,
          channel: body.channel,
          status: 'Pending',
          requestedAt,
        })
      }
      ctx.db.changed()
      return reply(202)
    }),

    operation(ctx, 'confirmAccountDeletion', async ({ user, path, reply }) => {
      if (!isOwnIdentity(user, path)) return reply(403, notYours)
      const customer = activeCustomer(ctx, user.sub)
      if (!customer) return reply(404, accountGone)
      const deletion = ctx.db.accountDeletions.findFirst((q) =>
        q.where({ id: path.id, sub: user.sub, status: 'Pending' }),
      )
      if (!deletion) return reply(404, { message: 'No pending account deletion has this confirmation token' })
      const confirmedAt = nowIso(ctx)
      await ctx.db.accountDeletions.update(deletion, {
        data(record) {
          record.status = 'Confirmed'
          record.confirmedAt = confirmedAt
        },
      })
      await ctx.db.customers.update(customer, {
        data(record) {
          record.accountDeleted = true
          record.updatedAt = confirmedAt
        },
      })
      ctx.db.changed()
      return reply(204)
    }),

    operation(ctx, 'requestEmailChange', async ({ user, path, body, reply }) => {
      if (!isOwnIdentity(user, path)) return reply(403, notYours)
      if (!activeCustomer(ctx, user.sub)) return reply(404, accountGone)
      const now = ctx.clock.now()
      const record = ctx.db.emailChanges.findFirst((q) => q.where({ sub: user.sub }))
      const recent = (record?.attempts ?? []).filter(
        (at) => now - Date.parse(at) < emailChangeLimit.windowMs && Date.parse(at) <= now,
      )
      if (recent.length >= emailChangeLimit.requests) {
        const oldest = Math.min(...recent.map((at) => Date.parse(at)))
        const response = reply(429, { message: 'Too many e-mail change requests; try again later' })
        response.headers.set(
          'Retry-After',
          String(Math.max(1, Math.ceil((oldest + emailChangeLimit.windowMs - now) / 1000))),
        )
        return response
      }
      const requestedAt = new Date(now).toISOString()
      const attempts = [...recent, requestedAt]
      const inUse = emailInUse(ctx, body.email)
      if (record) {
        await ctx.db.emailChanges.update(record, {
          data(change) {
            change.attempts = attempts
            if (inUse) return
            change.token = emailChangeTokenOf(user.persona)
            change.newEmail = body.email
            change.channel = body.channel
            change.status = 'Pending'
            change.requestedAt = requestedAt
            change.confirmedAt = undefined
          },
        })
      } else if (!inUse) {
        await ctx.db.emailChanges.create({
          token: emailChangeTokenOf(user.persona),
          sub: user.sub,
          newEmail: body.email,
          channel: body.channel,
          status: 'Pending',
          requestedAt,
          attempts,
        })
      }
      ctx.db.changed()
      if (inUse) return reply(409, { message: 'The e-mail address is already in use' })
      return reply(202)
    }),

    operation(ctx, 'confirmEmailChange', async ({ user, path, reply }) => {
      if (!isOwnIdentity(user, path)) return reply(403, notYours)
      const customer = activeCustomer(ctx, user.sub)
      if (!customer) return reply(404, accountGone)
      const change = ctx.db.emailChanges.findFirst((q) =>
        q.where({ token: path.token, sub: user.sub, status: 'Pending' }),
      )
      if (!change) return reply(404, { message: 'No pending e-mail change has this confirmation token' })
      if (emailInUse(ctx, change.newEmail, user.sub)) {
        return reply(409, { message: 'The e-mail address is already in use' })
      }
      const confirmedAt = nowIso(ctx)
      const email = change.newEmail
      await ctx.db.emailChanges.update(change, {
        data(record) {
          record.status = 'Confirmed'
          record.confirmedAt = confirmedAt
        },
      })
      await ctx.db.users.update((q) => q.where({ sub: user.sub }), {
        data(record) {
          record.email = email
        },
      })
      await ctx.db.customers.update(customer, {
        data(record) {
          record.email = email
          record.updatedAt = confirmedAt
        },
      })
      ctx.db.changed()
      return reply(204)
    }),
  ]
}
