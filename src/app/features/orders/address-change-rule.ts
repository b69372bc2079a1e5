import type { OrderDetails } from '#app/queries/orders'

/**
 * Whether the customer may still change where the order goes (decision 0021): a home delivery (a pickup point was
 * chosen at checkout), with at least one product not cancelled, no product past Confirmed (production has not
 * started), and no change already on its way to production (RequestSent).
 */
export function canChangeDeliveryAddress(
  order: Pick<OrderDetails, 'deliveryType' | 'deliveryAddress' | 'products'>,
): boolean {
  if (order.deliveryType !== 'Home') return false
  if (order.deliveryAddress.addressChangeState === 'RequestSent') return false
  const going = order.products.filter((product) => product.status !== 'Cancelled')
  return (
    going.length > 0 &&
    going.every((product) => product.status === 'Received' || product.status === 'Confirmed')
  )
}
