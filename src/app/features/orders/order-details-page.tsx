import type { UseQueryResult } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation, useParams } from 'react-router'
import { serviceNow } from '#app/platform/clock'
import { internalTarget } from '#app/platform/navigation'
import { type DeliveryDates, useDeliveryDates } from '#app/queries/delivery'
import { type OrderDetails, useOrderDetails } from '#app/queries/orders'
import { href } from '#app/routes'
import { useProductNames } from '#app/storefront/use-product-names'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { CustomerPdfs } from './customer-pdfs'
import { DeliverySection } from './delivery-section'
import { FailureReference } from './failure-reference'
import { mayHaveDeliveryDates } from './in-progress'
import { OrderProductCard } from './order-product'
import { ReorderAction } from './reorder-action'
import './orders.css'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'

/**
 * orderDetails (/orders/:orderCode): the order's products with their status, progress, voucher and PDF; where it
 * goes and when; ordering it again; and, while it can still change, a new delivery address.
 */
export function OrderDetailsPage() {
  const intl = useIntl()
  const { orderCode = '' } = useParams()
  const { search } = useLocation()
  const order = useOrderDetails(orderCode)
  // The products are named by the storefront catalogue, asked for now beside the order and not waited for: each
  // product's card shows a reserved line for its name until it comes (decision 0053).
  useProductNames()
  const dates = useDeliveryDates(orderCode, {
    enabled: !!order.data && mayHaveDeliveryDates(order.data, serviceNow()),
  })
  const title = intl.formatMessage({ id: 'orders.order.title' }, { orderCode })
  useDocumentTitle(title)
  return (
    <section className="page order-details" aria-labelledby="order-title">
      <Link className="order-details__back" to={internalTarget(href('orders'), search)}>
        <FormattedMessage id="orders.details.back" />
      </Link>
      <h1 id="order-title" className="page__title">
        <FormattedMessage
          id="orders.order.title"
          values={{ orderCode: <span className="orders__code">{orderCode}</span> }}
        />
      </h1>
      {order.isError ? (
        <ErrorState
          message={
            <>
              <FormattedMessage id="orders.details.loadError" /> <FailureReference error={order.error} />
            </>
          }
          onRetry={() => void order.refetch()}
        />
      ) : order.isPending ? (
        <PageLoading />
      ) : order.data === null ? (
        <p className="order-details__notice" role="alert">
          <FormattedMessage id="orders.details.notFound" />
        </p>
      ) : (
        <OrderDetailsContent order={order.data} dates={dates} />
      )}
    </section>
  )
}

function OrderDetailsContent({
  order,
  dates,
}: {
  order: OrderDetails
  dates: UseQueryResult<DeliveryDates | null>
}) {
  const intl = useIntl()
  return (
    <>
      <div className="order-details__facts">
        <p className="order-details__date">
          <FormattedMessage
            id="orders.details.placed"
            values={dayArguments(
              intl.locale,
              { date: formatDay(intl, order.createdAt), count: order.productCount },
              'date',
            )}
          />
        </p>
        <ReorderAction orderCode={order.orderCode} />
      </div>
      <section className="order-details__section" aria-labelledby="order-products-title">
        <h2 id="order-products-title" className="order-details__section-title">
          <FormattedMessage id="orders.products" />
        </h2>
        {order.products.map((product) => (
          <OrderProductCard
            key={product.code}
            orderCode={order.orderCode}
            product={product}
            dates={dates.data ?? null}
          />
        ))}
      </section>
      <DeliverySection order={order} dates={dates} />
      <CustomerPdfs orderCode={order.orderCode} />
    </>
  )
}
