import { FormattedMessage } from 'react-intl'
import type { OrderListProduct, OrderProduct } from '#app/queries/orders'
import { displayStatusOf, statusTone } from './order-status'

/** A product's display status as a coloured badge (Cancelled red, the others cyan), with its note as text beside it. */
export function StatusBadge({
  product,
}: {
  product: Pick<OrderListProduct, 'status' | 'paymentStatus'> &
    Partial<Pick<OrderProduct, 'fulfilmentStatus'>>
}) {
  const { status, note } = displayStatusOf(product)
  return (
    <span className="order-status">
      <span className={`order-status__badge order-status__badge--${statusTone(status)}`}>
        <FormattedMessage id={`orders.status.${status}`} />
      </span>
      {note ? (
        <span className="order-status__note">
          <FormattedMessage id={`orders.note.${note}`} />
        </span>
      ) : null}
    </span>
  )
}
