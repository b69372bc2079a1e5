import type { UseQueryResult } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { AddressLines } from '#app/addresses/address-lines'
import type { DeliveryDates } from '#app/queries/delivery'
import type { OrderDetails } from '#app/queries/orders'
import { DescriptionList } from '#app/ui/description-list/description-list'
import { canChangeDeliveryAddress } from './address-change-rule'
import { DeliveryAddressChange } from './delivery-address-change'
import { deliveryWindow, formatDay } from './delivery-window'

/**
 * Where the order goes and when: the delivery type (home, pickup point, or a change in progress), the address, the
 * expected dispatch and delivery window and the carrier's tracking link (nothing when the order has no dates), and
 * the address change while the order can still change.
 */
export function DeliverySection({
  order,
  dates,
}: {
  order: OrderDetails
  dates: UseQueryResult<DeliveryDates | null>
}) {
  const intl = useIntl()
  const changing = order.deliveryAddress.addressChangeState === 'RequestSent'
  const known = dates.data ?? undefined
  return (
    <section className="order-details__section" aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title" className="order-details__section-title">
        <FormattedMessage id="orders.delivery.title" />
      </h2>
      <DescriptionList
        items={[
          {
            id: 'type',
            term: <FormattedMessage id="orders.delivery.type" />,
            details: (
              <FormattedMessage
                id={
                  changing
                    ? 'orders.delivery.type.changeInProgress'
                    : `orders.delivery.type.${order.deliveryType}`
                }
              />
            ),
          },
          {
            id: 'address',
            term: <FormattedMessage id="orders.delivery.address" />,
            details: <AddressLines address={order.deliveryAddress} />,
          },
          {
            id: 'dispatch',
            term: <FormattedMessage id="orders.delivery.dispatch" />,
            details: known ? formatDay(intl, known.expectedDispatchDate) : undefined,
          },
          {
            id: 'window',
            term: <FormattedMessage id="orders.delivery.expected" />,
            details: known ? deliveryWindow(intl, known, true) : undefined,
          },
          {
            id: 'track',
            term: <FormattedMessage id="orders.delivery.tracking" />,
            details: known?.trackAndTraceUrl ? (
              <a href={known.trackAndTraceUrl} rel="noopener noreferrer" target="_blank">
                <FormattedMessage id="orders.delivery.track" />
              </a>
            ) : undefined,
          },
        ]}
      />
      {dates.isError ? (
        <p className="order-product__message order-product__message--error" role="alert">
          <FormattedMessage id="orders.delivery.datesError" />{' '}
          <button type="button" className="button button--secondary" onClick={() => void dates.refetch()}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </p>
      ) : null}
      <DeliveryAddressChange
        key={order.orderCode}
        order={order}
        changeable={canChangeDeliveryAddress(order)}
      />
    </section>
  )
}
