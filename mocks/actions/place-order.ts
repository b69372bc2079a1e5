import type { MockContext } from '../context'
import { type AddressRecord, articles, productCodeOf, superOrderCodeOf } from '../db/collections/orders'
import { resetStoragePeriod } from '../db/collections/storage'
import { findUser } from '../db/database'

/** Where an order goes when the customer has none to copy the address from. */
const fallbackAddress: Omit<AddressRecord, 'firstName' | 'lastName'> = {
  streetName: 'High Street',
  streetNumber: '1',
  postalCode: 'SW1A 1AA',
  city: 'London',
  countryCode: 'GB',
}

/**
 * An order placed in the shop, as checkout would leave it: a new Received superorder with one photo book, and the
 * storage period reset (docs/requirements/storage-period.md#storage-period-rule: "each new order starts the period
 * again"). No spec call places orders, so QA triggers this from the harness.
 */
export async function placeOrder(ctx: MockContext, sub: string): Promise<string> {
  const user = findUser(ctx.db, sub)
  if (!user) throw new Error(`No user ${sub}`)
  const orders = ctx.db.superOrders.findMany((q) => q.where({ ownerSub: sub }))
  const previous = orders.at(-1)
  const superOrderCode = superOrderCodeOf(user.accountId, orders.length + 1)
  const now = new Date(ctx.clock.now()).toISOString()
  const [localPart = 'Customer'] = user.email.split('@')
  await ctx.db.superOrders.create({
    superOrderCode,
    ownerSub: sub,
    accountId: user.accountId,
    createdAt: now,
    source: 'Albelli',
    expired: false,
    deliveryType: 'Home',
    deliveryAddress:
      previous?.deliveryType === 'Home'
        ? previous.deliveryAddress
        : { firstName: localPart, lastName: 'Customer', ...fallbackAddress },
    addressChangeState: 'NotStarted',
    reorderStatus: 'Preparing',
  })
  const article = articles[0]
  await ctx.db.orderProducts.create({
    code: productCodeOf(superOrderCode, 1),
    superOrderCode,
    ownerSub: sub,
    accountId: user.accountId,
    createdAt: now,
    articleName: article.articleName,
    articleType: article.articleType,
    title: 'New photo book',
    quantity: 1,
    status: 'Received',
    paymentStatus: 'paymentPending',
    paymentChangedDate: now,
    fulfilmentStatus: 'processing',
  })
  await resetStoragePeriod(ctx.db, sub)
  ctx.db.changed()
  return superOrderCode
}
