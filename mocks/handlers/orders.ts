import type { operations } from '../../src/generated/orders'
import { operationIndex } from '../../src/generated/orders.operations'
import type { MockContext } from '../context'
import { voucherCode } from '../db/collections/orders'
import { addressProblems } from './address-rules'
import { serviceOperations } from './operation'
import {
  day,
  deliveryAddressOf,
  findProduct,
  findSuperOrder,
  orderOf,
  productsOf,
  runtimeRandom,
  superOrderListItemOf,
  superOrderOf,
  voucherDetailsOf,
} from './orders/records'

const { operation } = serviceOperations<operations>('orders', operationIndex)

/** How long a refreshed voucher stays valid. */
const voucherValidity = 90 * day

/** The order service: the signed-in customer's superorders and their orders (the app's products). */
export function ordersHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'listMySuperorders', ({ user, query, reply }) => {
      const offset = query.Offset ?? 0
      const limit = query.Limit ?? 100
      const matching = ctx.db.superOrders
        .findMany((q) => q.where({ ownerSub: user.sub }), { orderBy: { createdAt: 'desc' } })
        .filter((order) => query.OrderState !== 'notExpired' || !order.expired)
      return reply(200, {
        superOrders: matching.slice(offset, offset + limit).map((order) => superOrderListItemOf(ctx, order)),
        totalCount: matching.length,
      })
    }),

    operation(ctx, 'getSuperorder', ({ user, path, reply }) => {
      const order = findSuperOrder(ctx, user.sub, path.code)
      if (!order) return reply(404, { message: 'Order not found' })
      return reply(200, superOrderOf(ctx, order))
    }),

    operation(ctx, 'updateSuperorderDeliveryAddress', async ({ user, path, body, reply }) => {
      const order = findSuperOrder(ctx, user.sub, path.code)
      if (!order) return reply(404, { message: 'Order not found' })
      const problems = addressProblems(body.address)
      if (problems.length > 0) return reply(400, { message: 'The address is not valid', details: problems })
      const statuses = productsOf(ctx, order.superOrderCode)
        .map((product) => product.status)
        .filter((status) => status !== 'Cancelled')
      const refusal =
        order.deliveryType === 'PickupPoint'
          ? 'The order goes to a pickup point; its address cannot be changed'
          : order.expired
            ? 'The order expired'
            : statuses.length === 0
              ? 'The order was cancelled'
              : statuses.some((status) => status !== 'Received' && status !== 'Confirmed')
                ? 'Production has started; the address can no longer be changed'
                : undefined
      if (refusal) return reply(409, { message: refusal })
      // Unpaid orders change at once; once confirmed, production gets a change request.
      const sentToProduction = statuses.includes('Confirmed')
      const updated = await ctx.db.superOrders.update(order, {
        data(record) {
          record.deliveryAddress = { ...body.address }
          record.addressChangeState = sentToProduction ? 'RequestSent' : 'SuccessfulUpdate'
        },
      })
      ctx.db.changed()
      return sentToProduction
        ? reply(202, deliveryAddressOf(updated!))
        : reply(200, deliveryAddressOf(updated!))
    }),

    operation(ctx, 'listOrdersByAccount', ({ user, path, query, reply }) => {
      if (path.accountId !== user.accountId) {
        return reply(403, { message: 'The account is not the signed-in customer’s' })
      }
      const offset = query.offset ?? 0
      const limit = query.limit ?? 10
      const articleNames = query.articleNames ?? []
      const matching = ctx.db.orderProducts
        .findMany((q) => q.where({ ownerSub: user.sub }), {
          orderBy: [{ createdAt: 'desc' }, { code: 'asc' }],
        })
        .filter((product) => articleNames.length === 0 || articleNames.includes(product.articleName))
      return reply(200, {
        orders: matching.slice(offset, offset + limit).map((product) => ({
          orderCode: product.code,
          superOrderCode: product.superOrderCode,
          articleName: product.articleName,
          articleType: product.articleType,
          title: product.title,
          createdAt: product.createdAt,
          status: product.status,
        })),
        totalCount: matching.length,
      })
    }),

    operation(ctx, 'getOrder', ({ user, path, reply }) => {
      const product = findProduct(ctx, user.sub, path.id)
      if (!product) return reply(404, { message: 'Order not found' })
      return reply(200, orderOf(product))
    }),

    operation(ctx, 'refreshProductVoucher', async ({ user, path, reply }) => {
      const product = findProduct(ctx, user.sub, path.productCode)
      if (!product) return reply(404, { message: 'Product not found' })
      const { voucher } = product
      if (!voucher) return reply(409, { message: 'This product has no voucher' })
      if (voucher.isRedeemed) return reply(409, { message: 'The voucher was redeemed' })
      const now = ctx.clock.now()
      let current = voucher
      if (Date.parse(voucher.validUntil) <= now) {
        const updated = await ctx.db.orderProducts.update(product, {
          data(record) {
            record.voucher = {
              ...voucher,
              code: voucherCode(runtimeRandom),
              validUntil: new Date(now + voucherValidity).toISOString(),
            }
          },
        })
        ctx.db.changed()
        current = updated!.voucher!
      }
      return reply(200, {
        code: product.code,
        voucher: current.code,
        voucherDetails: voucherDetailsOf(current),
      })
    }),
  ]
}
