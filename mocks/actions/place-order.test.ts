import { getResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { findUser } from '../db/database'
import { subjectOf } from '../db/personas'
import { baselineHandlers } from '../handlers'
import { requestHandlers } from '../handlers/operation'
import { issueTokens } from '../identity/tokens'
import { createMockContext } from '../node'
import { placeOrder } from './place-order'

describe('placeOrder', () => {
  it('adds a Received order to the customer’s list and resets the storage period', async () => {
    const ctx = await createMockContext()
    const handlers = requestHandlers(baselineHandlers(ctx))
    const sub = subjectOf('participant')
    const token = (await issueTokens(findUser(ctx.db, sub)!, 'http://localhost/__mock-idp')).access_token
    const get = async (url: string) =>
      (await getResponse(
        handlers,
        new Request(url, { headers: { Authorization: `Bearer ${token}` } }),
      ))!.json()

    const before = await get(`${ctx.services['photo-deletion']}/accounts/getaccountinformation`)
    expect(before.lastOrderDate).toBeNull()

    const code = await placeOrder(ctx, sub)

    const after = await get(`${ctx.services['photo-deletion']}/accounts/getaccountinformation`)
    expect(Math.abs(new Date(after.lastOrderDate).getTime() - ctx.clock.now())).toBeLessThan(86_400_000)
    expect(new Date(after.projectedDeletionDate).getTime()).toBeGreaterThan(
      new Date(before.projectedDeletionDate).getTime(),
    )
    const list = await get(`${ctx.services.orders}/v2/superorders/me`)
    expect(JSON.stringify(list)).toContain(code)
  })
})
