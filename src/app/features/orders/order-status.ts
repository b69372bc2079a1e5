import type { OrderListProduct, OrderProduct } from '#app/queries/orders'

/** What the customer reads of a product's status (docs/requirements/orders.md#orders-display-status). */
export type DisplayStatus = 'AwaitingPayment' | 'Ordered' | 'InProduction' | 'Sent' | 'Cancelled'

/** A remark beside the display status, from the payment and fulfilment statuses (decision 0020). */
export type StatusNote = 'paymentFailed' | 'onHold' | 'delayed'

type StatusFacts = Pick<OrderListProduct, 'status' | 'paymentStatus'> &
  Partial<Pick<OrderProduct, 'fulfilmentStatus'>>

const displayStatuses: Record<OrderListProduct['status'], DisplayStatus> = {
  Received: 'AwaitingPayment',
  Confirmed: 'Ordered',
  ProductionStarted: 'InProduction',
  ProductionCompleted: 'InProduction',
  Dispatched: 'Sent',
  Cancelled: 'Cancelled',
}

/**
 * The display status of a product: the internal status decides (Received → AwaitingPayment, Confirmed → Ordered,
 * ProductionStarted and ProductionCompleted → InProduction, Dispatched → Sent, Cancelled → Cancelled). The payment
 * and fulfilment statuses never change it; three of them add a note the customer needs: a failed payment of an
 * order still awaiting payment, an order on hold, and a delay in production. The rest (paymentPending,
 * paymentSuccess, paymentFree, processing, approved, producing, shipped, and the failures that end in Cancelled)
 * say nothing the display status does not already say.
 */
export function displayStatusOf(product: StatusFacts): { status: DisplayStatus; note?: StatusNote } {
  const status = displayStatuses[product.status]
  if (status === 'AwaitingPayment' && product.paymentStatus === 'paymentFailed') {
    return { status, note: 'paymentFailed' }
  }
  if ((status === 'Ordered' || status === 'InProduction') && product.fulfilmentStatus === 'on_hold') {
    return { status, note: 'onHold' }
  }
  if ((status === 'Ordered' || status === 'InProduction') && product.fulfilmentStatus === 'delayed') {
    return { status, note: 'delayed' }
  }
  return { status }
}

/** Cancelled is shown red, the others cyan (docs/requirements/orders.md#orders-display-status). */
export function statusTone(status: DisplayStatus): 'danger' | 'info' {
  return status === 'Cancelled' ? 'danger' : 'info'
}

/** The progress tracker's steps, in order; AwaitingPayment comes before the first, Cancelled stands apart. */
export const progressSteps = ['Ordered', 'InProduction', 'Sent'] as const
export type ProgressStep = (typeof progressSteps)[number]

/** How far a product has come: the index of its step (-1 awaiting payment), or null when it was cancelled. */
export function progressOf(status: DisplayStatus): number | null {
  if (status === 'Cancelled') return null
  if (status === 'AwaitingPayment') return -1
  return progressSteps.indexOf(status)
}
