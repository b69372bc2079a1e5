import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { serviceNow } from '#app/platform/clock'
import { internalTarget } from '#app/platform/navigation'
import { useCampaignsAhead } from '#app/queries/content'
import { useDeliveryDatesOf } from '#app/queries/delivery'
import { type OrderListItem, useOrders } from '#app/queries/orders'
import { href } from '#app/routes'
import { useProductNames } from '#app/storefront/use-product-names'
import { RecordList } from '#app/ui/record-list/record-list'
import { deliveryWindow } from './delivery-window'
import { isInProgress } from './in-progress'
import { OrderItem } from './order-item'
import { displayStatusOf, progressOf } from './order-status'
import './orders.css'

/** How many orders in progress the overview shows; the rest are one link away. */
const shownOnOverview = 3

/** The overview's orders in progress, once known: the newest three, each with its expected delivery where known. */
export interface OrdersInProgressView {
  /** Whether the orders, and the delivery dates asked for, have arrived (or failed): what the overview can show. */
  settled: boolean
  shown: readonly { order: OrderListItem; expectedDelivery: string | undefined }[]
  /** How many orders are in progress in all. */
  total: number
  /** Their products' names in the locale (useProductNames): undefined while the catalogue may still come. */
  nameOf: (product: OrderListItem['products'][number]) => string | undefined
}

/**
 * The overview's orders in progress: the newest three and, for those in production or sent, their expected delivery.
 * Settled once the list has arrived or failed and the dates it asked for have arrived or failed, so the overview can
 * show the section whole (a date row arriving later would push what is under it).
 */
export function useOrdersInProgress(): OrdersInProgressView {
  const intl = useIntl()
  const orders = useOrders()
  // My orders, one click away, shows these orders at once: its cut-off notice's campaigns are asked for now too.
  useCampaignsAhead()
  const inProgress = useMemo(() => {
    const now = serviceNow()
    return (orders.data?.superOrders ?? []).filter((order) => isInProgress(order, now))
  }, [orders.data])
  const shown = inProgress.slice(0, shownOnOverview)
  // Only orders in production or sent are sure to have delivery dates: for the others the delivery service mostly
  // answers 404 (none), which the overview need not ask for on every visit.
  const asked = shown.map((order) =>
    order.products.some((product) => progressOf(displayStatusOf(product).status)! >= 1),
  )
  const dates = useDeliveryDatesOf(
    shown.map((order, index) => ({ orderCode: order.code, enabled: asked[index]! })),
  )
  // Their products are named by the storefront catalogue, asked for only when there is an order to show and not
  // waited for: a reserved line stands for a name until it comes (decision 0053).
  const products = useProductNames(shown.length > 0)
  return {
    settled: !orders.isPending && asked.every((enabled, index) => !enabled || !dates[index]?.isPending),
    shown: shown.map((order, index) => {
      const known = dates[index]?.data
      return { order, expectedDelivery: known ? deliveryWindow(intl, known) : undefined }
    }),
    total: inProgress.length,
    nameOf: products.nameOf,
  }
}

/**
 * The overview's orders in progress (useOrdersInProgress), each linking to its details, and the way to all of them.
 * Nothing on failure (the overview is not the place to say the order service failed; My orders is) or when no order
 * is in progress.
 */
export function OrdersInProgress({
  shown,
  total,
  nameOf,
}: Pick<OrdersInProgressView, 'shown' | 'total' | 'nameOf'>) {
  const intl = useIntl()
  const { search } = useLocation()
  if (shown.length === 0) return null
  return (
    <section className="home-orders" aria-labelledby="home-orders-title">
      <h2 id="home-orders-title" className="home-orders__title">
        <FormattedMessage id="orders.home.title" />
      </h2>
      <RecordList label={intl.formatMessage({ id: 'orders.home.title' })}>
        {shown.map(({ order, expectedDelivery }) => (
          <OrderItem
            key={order.code}
            order={order}
            headingLevel={3}
            expectedDelivery={expectedDelivery}
            nameOf={nameOf}
          />
        ))}
      </RecordList>
      <Link className="home-orders__all" to={internalTarget(href('orders'), search)}>
        <FormattedMessage id="orders.home.all" values={{ count: total }} />
      </Link>
    </section>
  )
}
