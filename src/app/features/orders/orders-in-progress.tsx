import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { serviceNow } from '#app/platform/clock'
import { internalTarget } from '#app/platform/navigation'
import { useDeliveryDatesOf } from '#app/queries/delivery'
import { useOrders } from '#app/queries/orders'
import { RecordList } from '#app/ui/record-list/record-list'
import { deliveryWindow } from './delivery-window'
import { isInProgress } from './in-progress'
import { OrderItem } from './order-item'
import { displayStatusOf, progressOf } from './order-status'
import './orders.css'

/** How many orders in progress the overview shows; the rest are one link away. */
const shownOnOverview = 3

/**
 * The overview's orders in progress: the newest three with their products' status and, where known, the expected
 * delivery, each linking to its details. Nothing while loading, on failure (the overview is not the place to say the
 * order service failed; My orders is) or when no order is in progress.
 */
export function OrdersInProgress() {
  const intl = useIntl()
  const { search } = useLocation()
  const orders = useOrders()
  const inProgress = useMemo(() => {
    const now = serviceNow()
    return (orders.data?.superOrders ?? []).filter((order) => isInProgress(order, now))
  }, [orders.data])
  const shown = inProgress.slice(0, shownOnOverview)
  // Only orders in production or sent are sure to have delivery dates: for the others the delivery service mostly
  // answers 404 (none), which the overview need not ask for on every visit.
  const dates = useDeliveryDatesOf(
    shown.map((order) => ({
      orderCode: order.code,
      enabled: order.products.some((product) => progressOf(displayStatusOf(product).status)! >= 1),
    })),
  )
  if (shown.length === 0) return null
  const window = (index: number) => {
    const known = dates[index]?.data
    if (!known) return undefined
    return deliveryWindow(intl, known)
  }
  return (
    <section className="home-orders" aria-labelledby="home-orders-title">
      <h2 id="home-orders-title" className="home-orders__title">
        <FormattedMessage id="orders.home.title" />
      </h2>
      <RecordList label={intl.formatMessage({ id: 'orders.home.title' })}>
        {shown.map((order, index) => (
          <OrderItem key={order.code} order={order} headingLevel={3} expectedDelivery={window(index)} />
        ))}
      </RecordList>
      <Link className="home-orders__all" to={internalTarget('/orders', search)}>
        <FormattedMessage id="orders.home.all" values={{ count: inProgress.length }} />
      </Link>
    </section>
  )
}
