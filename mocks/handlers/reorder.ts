import type { operations } from '../../src/generated/reorder'
import { operationIndex } from '../../src/generated/reorder.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'
import { findSuperOrder } from './orders/records'

const { operation } = serviceOperations<operations>('reorder', operationIndex)

/** The reorder service: whether an order (superorder) can be ordered again. */
export function reorderHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getReorderStatus', ({ user, path, reply }) => {
      const order = findSuperOrder(ctx, user.sub, path.orderId)
      if (!order) return reply(404, { message: 'Order not found' })
      return reply(200, {
        orderId: order.superOrderCode,
        status: order.reorderStatus,
        ...(order.reorderStatus === 'NotAvailable' && order.reorderReason
          ? { reason: order.reorderReason }
          : {}),
      })
    }),
  ]
}
