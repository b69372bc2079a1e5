import type { operations } from '../../src/generated/delivery'
import { operationIndex } from '../../src/generated/delivery.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'
import { findSuperOrder } from './orders/records'

const { operation } = serviceOperations<operations>('delivery', operationIndex)

/** The delivery service: delivery dates per order (superorder); "404 gives none". */
export function deliveryHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getOrderDeliveryDates', ({ user, path, reply }) => {
      const dates = findSuperOrder(ctx, user.sub, path.orderId)?.deliveryDates
      if (!dates) return reply(404, { message: 'No delivery dates for this order' })
      return reply(200, { orderId: path.orderId, ...dates })
    }),
  ]
}
