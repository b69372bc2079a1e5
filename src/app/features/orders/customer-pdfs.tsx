import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { isApiError } from '#app/api/api-error'
import { formatDay } from '#app/platform/i18n/dates'
import { internalTarget } from '#app/platform/navigation'
import { useMyPdfs } from '#app/queries/mappdf'
import { useSaveProductPdf } from '#app/queries/unzip-pdf'
import { href } from '#app/routes'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'

/** This order's PDFs first, then the others', each group in the order the service gives (newest first). */
export function thisOrderFirst<Pdf extends { superOrderCode: string }>(
  pdfs: readonly Pdf[],
  orderCode: string,
) {
  return [
    ...pdfs.filter((pdf) => pdf.superOrderCode === orderCode),
    ...pdfs.filter((pdf) => pdf.superOrderCode !== orderCode),
  ]
}

/**
 * The customer's PDFs (GET {mappdf}/v1/Pdfs/me), of every order, this order's first: each can be saved, and those
 * of other orders link to their order. Nothing when there are none.
 */
export function CustomerPdfs({ orderCode }: { orderCode: string }) {
  const intl = useIntl()
  const { search } = useLocation()
  const pdfs = useMyPdfs()
  const save = useSaveProductPdf()
  if (pdfs.isPending || (pdfs.data && pdfs.data.length === 0)) return null
  return (
    <section className="order-details__section print-hidden" aria-labelledby="customer-pdfs-title">
      <h2 id="customer-pdfs-title" className="order-details__section-title">
        <FormattedMessage id="orders.pdfs.title" />
      </h2>
      {pdfs.isError ? (
        <ErrorState message={<FormattedMessage id="error.default" />} onRetry={() => void pdfs.refetch()} />
      ) : (
        <ul className="order-item__products order-pdfs">
          {thisOrderFirst(pdfs.data, orderCode).map((pdf) => (
            <li key={pdf.productCode} className="order-item__product">
              <span className="order-item__product-title">
                {pdf.title} ·{' '}
                {pdf.superOrderCode === orderCode ? (
                  pdf.superOrderCode
                ) : (
                  <Link to={internalTarget(href('orderDetails', { orderCode: pdf.superOrderCode }), search)}>
                    {pdf.superOrderCode}
                  </Link>
                )}{' '}
                · {formatDay(intl, pdf.createdAt)}
              </span>
              <Button
                variant="secondary"
                busy={save.isPending && save.variables === pdf.productCode}
                aria-label={intl.formatMessage(
                  { id: 'orders.pdfs.save' },
                  { title: pdf.title, code: pdf.productCode },
                )}
                onClick={() => save.mutate(pdf.productCode)}
              >
                <FormattedMessage id="orders.pdf.download" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {save.isError ? (
        <p className="order-product__message order-product__message--error" role="alert">
          <FormattedMessage
            id={
              isApiError(save.error) && save.error.status === 404 ? 'orders.pdf.missing' : 'orders.pdf.error'
            }
          />
        </p>
      ) : null}
    </section>
  )
}
