import { type ReactNode, useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { formatDay } from '#app/platform/i18n/dates'
import { internalTarget } from '#app/platform/navigation'
import type { OrderListItem } from '#app/queries/orders'
import { href } from '#app/routes'
import { CatalogueText } from '#app/storefront/catalogue-text'
import { DescriptionList } from '#app/ui/description-list/description-list'
import { RecordItem } from '#app/ui/record-list/record-list'
import { StatusBadge } from './status-badge'

/**
 * One order of the list: its number, date and products (each its title and status, and under them its product's name
 * in the locale), and the way to its details.
 */
export function OrderItem({
  order,
  headingLevel = 2,
  expectedDelivery,
  nameOf,
}: {
  order: OrderListItem
  headingLevel?: 2 | 3
  /** The expected delivery window, where the caller knows it (the overview). */
  expectedDelivery?: ReactNode
  /** A product's name in the locale, from the list's one useProductNames: undefined while the catalogue may come. */
  nameOf: (product: OrderListItem['products'][number]) => string | undefined
}) {
  const intl = useIntl()
  const titleId = useId()
  const { search } = useLocation()
  return (
    <RecordItem
      titleId={titleId}
      headingLevel={headingLevel}
      title={<FormattedMessage id="orders.order.title" values={{ orderCode: order.code }} />}
      details={
        <>
          <DescriptionList
            items={[
              {
                id: 'date',
                term: <FormattedMessage id="orders.order.date" />,
                details: formatDay(intl, order.createdAt),
              },
              {
                id: 'expected',
                term: <FormattedMessage id="orders.delivery.expected" />,
                details: expectedDelivery,
              },
            ]}
          />
          <ul className="order-item__products" aria-label={intl.formatMessage({ id: 'orders.products' })}>
            {order.products.map((product) => (
              <li key={product.code} className="order-item__product">
                <div className="order-item__product-head">
                  <span className="order-item__product-title">{product.title}</span>
                  <StatusBadge product={product} />
                </div>
                {/* On a line of its own: the reserved line and the name that replaces it take the same room. */}
                <CatalogueText className="order-item__product-name" text={nameOf(product)} />
              </li>
            ))}
          </ul>
        </>
      }
      action={
        <Link
          className="button button--secondary"
          to={internalTarget(href('orderDetails', { orderCode: order.code }), search)}
          aria-describedby={titleId}
        >
          <FormattedMessage id="orders.order.view" />
        </Link>
      }
    />
  )
}
