import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { isApiError } from '#app/api/api-error'
import { serviceNow } from '#app/platform/clock'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'
import type { DeliveryDates } from '#app/queries/delivery'
import { type OrderProduct, useRefreshVoucher } from '#app/queries/orders'
import { hasPdf, useProduct } from '#app/queries/products'
import { useSaveProductPdf } from '#app/queries/unzip-pdf'
import { CatalogueText } from '#app/storefront/catalogue-text'
import { useProductNames } from '#app/storefront/use-product-names'
import { Button } from '#app/ui/button'
import { DescriptionList } from '#app/ui/description-list/description-list'
import { deliveryWindow } from './delivery-window'
import { displayStatusOf } from './order-status'
import { ProgressTracker } from './progress-tracker'
import { StatusBadge } from './status-badge'

/** One product of the order: what it is, where it stands and when it should arrive, its voucher and its PDF. */
export function OrderProductCard({
  orderCode,
  product,
  dates,
}: {
  orderCode: string
  product: OrderProduct
  dates: DeliveryDates | null
}) {
  const intl = useIntl()
  const titleId = useId()
  const { nameOf } = useProductNames()
  const { status } = displayStatusOf(product)
  const expected = dates && status !== 'Cancelled' ? deliveryWindow(intl, dates) : undefined
  return (
    <article className="order-product" aria-labelledby={titleId}>
      <h3 id={titleId} className="order-product__title">
        {product.title}
      </h3>
      <DescriptionList
        items={[
          {
            id: 'product',
            term: <FormattedMessage id="orders.details.product" />,
            details: <CatalogueText text={nameOf(product)} />,
          },
          { id: 'code', term: <FormattedMessage id="orders.details.productCode" />, details: product.code },
          {
            id: 'quantity',
            term: <FormattedMessage id="orders.details.quantity" />,
            details: intl.formatNumber(product.quantity),
          },
          {
            id: 'status',
            term: <FormattedMessage id="orders.details.status" />,
            details: <StatusBadge product={product} />,
          },
          {
            id: 'expected',
            term: <FormattedMessage id="orders.delivery.expected" />,
            details: status === 'Sent' || status === 'Cancelled' ? undefined : expected,
          },
          {
            id: 'voucher',
            term: <FormattedMessage id="orders.details.voucher" />,
            details: product.voucherDetails ? (
              <Voucher orderCode={orderCode} product={product} voucher={product.voucherDetails} />
            ) : undefined,
          },
        ]}
      />
      <ProgressTracker
        status={status}
        label={intl.formatMessage({ id: 'orders.progress.label' }, { title: product.title })}
      />
      <ProductPdf code={product.code} titleId={titleId} />
    </article>
  )
}

function Voucher({
  orderCode,
  product,
  voucher,
}: {
  orderCode: string
  product: OrderProduct
  voucher: NonNullable<OrderProduct['voucherDetails']>
}) {
  const intl = useIntl()
  const refresh = useRefreshVoucher(orderCode)
  const date = formatDay(intl, voucher.validUntil)
  const expired = Date.parse(voucher.validUntil) <= serviceNow()
  const value =
    voucher.discountType === 'Percentage'
      ? intl.formatNumber(voucher.discountValue / 100, { style: 'percent' })
      : intl.formatNumber(voucher.discountValue, { style: 'currency', currency: voucher.currency ?? 'EUR' })
  return (
    <span className="order-voucher">
      <strong>{voucher.code}</strong>{' '}
      {voucher.isRedeemed ? (
        <FormattedMessage id="orders.voucher.redeemed" />
      ) : expired ? (
        <FormattedMessage
          id="orders.voucher.expired"
          values={dayArguments(intl.locale, { value, date }, 'date')}
        />
      ) : (
        <FormattedMessage
          id="orders.voucher.valid"
          values={dayArguments(intl.locale, { value, date }, 'date')}
        />
      )}
      {!voucher.isRedeemed && expired ? (
        <>
          {' '}
          <Button variant="secondary" busy={refresh.isPending} onClick={() => refresh.mutate(product.code)}>
            <FormattedMessage id="orders.voucher.refresh" />
          </Button>
        </>
      ) : null}
      {refresh.isError ? (
        <span className="order-product__message order-product__message--error" role="alert">
          <FormattedMessage id="error.default" />
        </span>
      ) : null}
    </span>
  )
}

/** The product's PDF, when its files have one (purpose product.pdf), saved as a file. */
function ProductPdf({ code, titleId }: { code: string; titleId: string }) {
  const product = useProduct(code)
  const save = useSaveProductPdf()
  if (!hasPdf(product.data)) return null
  const missing = isApiError(save.error) && save.error.status === 404
  return (
    <div className="order-details__actions">
      <Button
        variant="secondary"
        busy={save.isPending}
        aria-describedby={titleId}
        onClick={() => save.mutate(code)}
      >
        <FormattedMessage id="orders.pdf.download" />
      </Button>
      {save.isError ? (
        <p className="order-product__message order-product__message--error" role="alert">
          <FormattedMessage id={missing ? 'orders.pdf.missing' : 'orders.pdf.error'} />
        </p>
      ) : null}
    </div>
  )
}
