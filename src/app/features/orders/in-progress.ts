import type { OrderListItem } from '#app/queries/orders'
import { displayStatusOf, progressOf } from './order-status'

const day = 86_400_000

/**
 * Days an order stays in progress after it was created, and after it was dispatched
 * (docs/requirements/orders.md#orders-in-progress, docs/requirements/constants.md#constants-in-progress-order).
 */
export const inProgressCreatedDays = 30
export const inProgressDispatchedDays = 14

/** The two tabs of the order list (`?order_state=`). */
export type OrderState = 'inProgress' | 'history'

/**
 * When the order was dispatched: the last dispatch of its products once every product that was not cancelled has
 * been dispatched; undefined while any of them is still on its way to the carrier (or all were cancelled).
 */
export function dispatchedAtOf(order: Pick<OrderListItem, 'products'>): number | undefined {
  const going = order.products.filter((product) => product.status !== 'Cancelled')
  if (going.length === 0) return undefined
  let last = Number.NEGATIVE_INFINITY
  for (const product of going) {
    if (!product.dispatchedAt) return undefined
    last = Math.max(last, Date.parse(product.dispatchedAt))
  }
  return last
}

/**
 * In progress: created within 30 days and not dispatched more than 14 days ago
 * (docs/requirements/orders.md#orders-in-progress), both counted back from `now` (the mock clock in mock mode) and
 * inclusive: an order created exactly 30 days ago is still in progress.
 */
export function isInProgress(order: Pick<OrderListItem, 'createdAt' | 'products'>, now: number): boolean {
  if (now - Date.parse(order.createdAt) > inProgressCreatedDays * day) return false
  const dispatchedAt = dispatchedAtOf(order)
  return dispatchedAt === undefined || now - dispatchedAt <= inProgressDispatchedDays * day
}

export function orderStateOf(order: Pick<OrderListItem, 'createdAt' | 'products'>, now: number): OrderState {
  return isInProgress(order, now) ? 'inProgress' : 'history'
}

/**
 * Whether the delivery service may know the order's dates: its contract (openapi/delivery.yaml) answers 404 for orders
 * not yet paid, cancelled or long delivered. So an order created within the in-progress days with a product paid and
 * not cancelled; asking for the others only put a 404 in the browser's console on every visit (issue 43).
 */
export function mayHaveDeliveryDates(
  order: Pick<OrderListItem, 'createdAt' | 'products'>,
  now: number,
): boolean {
  if (now - Date.parse(order.createdAt) > inProgressCreatedDays * day) return false
  return order.products.some((product) => (progressOf(displayStatusOf(product).status) ?? -1) >= 0)
}
