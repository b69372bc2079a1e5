import type { operations } from '../../src/generated/reorder-direct'
import { operationIndex } from '../../src/generated/reorder-direct.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'
import { findSuperOrder } from './orders/records'

const { operation } = serviceOperations<operations>('reorder-direct', operationIndex)

/** The storefront a reorder is finished in, by the order's source. */
const shops = {
  Albelli: 'https://www.albelli.example/basket/reorder',
  Resnap: 'https://www.resnap.example/reorder',
} as const

/** The reorder-direct service: prepares a reorder and answers the shop URL that finishes it. */
export function reorderDirectHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'reorderDirect', ({ user, query, reply }) => {
      const order = findSuperOrder(ctx, user.sub, query.OrderCode)
      if (!order) return reply(404, { message: 'Order not found' })
      if (order.reorderStatus !== 'Available') {
        return reply(409, {
          message:
            order.reorderStatus === 'Preparing'
              ? 'The order is being prepared for reorder; try again later'
              : 'The order cannot be reordered',
        })
      }
      const url = new URL(shops[order.source])
      url.searchParams.set('orderCode', order.superOrderCode)
      return reply(200, { ShopUrl: url.href })
    }),
  ]
}
