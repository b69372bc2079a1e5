import { type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { type HistoricalInvoice, useHistoricalInvoices, useInvoiceFiles } from '#app/queries/invoices'
import { useOrders } from '#app/queries/orders'
import { Button } from '#app/ui/button'
import { DescriptionList } from '#app/ui/description-list/description-list'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { RecordList, RecordListSkeleton } from '#app/ui/record-list/record-list'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { type CurrentInvoice, currentInvoicesOf } from './current-invoices'
import { InvoiceRow } from './invoice-row'
import { type InvoiceDownload, useInvoiceDownloads } from './use-invoice-downloads'
import './invoices.css'
import { formatDay } from '#app/platform/i18n/dates'

/**
 * invoices (/invoices, business customers): the current invoices (the invoice group files the orders carry) and the
 * earlier ones (GET /api/v1/HistoricalInvoice/me), each saved as a PDF; several at once, one request each, with
 * progress and a retry per invoice.
 */
export function InvoicesPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'menu.invoices' }))
  const orders = useOrders()
  const historical = useHistoricalInvoices()
  const invoiceFiles = useInvoiceFiles()
  const downloads = useInvoiceDownloads()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  const current = orders.data ? currentInvoicesOf(orders.data.superOrders) : undefined
  const downloadOfCurrent = (invoice: CurrentInvoice): InvoiceDownload => ({
    key: `current:${invoice.id}`,
    save: () => invoiceFiles.saveCurrent(invoice.id),
  })
  const downloadOfHistorical = (invoice: HistoricalInvoice): InvoiceDownload => ({
    key: `historical:${invoice.id}:${invoice.channel}`,
    save: () => invoiceFiles.saveHistorical(invoice),
  })
  const all = [
    ...(current ?? []).map(downloadOfCurrent),
    ...(historical.data ?? []).map(downloadOfHistorical),
  ]
  const chosen = all.filter((download) => selected.has(download.key))
  const select = (key: string, on: boolean) =>
    setSelected((keys) => {
      const next = new Set(keys)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  const row = (download: InvoiceDownload, title: string, details: ReactNode) => (
    <InvoiceRow
      key={download.key}
      title={title}
      details={details}
      selected={selected.has(download.key)}
      onSelect={(on) => select(download.key, on)}
      progress={downloads.stateOf(download.key)}
      onDownload={() => void downloads.download([download])}
    />
  )
  const date = (iso: string) => formatDay(intl, iso)
  const loadFailure = (retry: () => void) => (
    <ErrorState message={<FormattedMessage id="error.default" />} onRetry={retry} />
  )
  const nothingAtAll = current?.length === 0 && historical.data?.length === 0
  // The earlier invoices come after the current ones are known: how many current ones there are is not known before
  // (their skeleton had 2 rows, the list 3 cards), and shown under a skeleton they were pushed down when it was
  // replaced (CLS 0.20 at 375 px).
  const currentKnown = orders.isError || current !== undefined
  const { batch } = downloads

  return (
    <section className="page invoices" aria-labelledby="invoices-title">
      <h1 id="invoices-title" className="page__title">
        <FormattedMessage id="menu.invoices" />
      </h1>
      {nothingAtAll ? (
        <EmptyState framed title={<FormattedMessage id="invoices.empty.title" />}>
          <FormattedMessage id="invoices.empty.body" />
        </EmptyState>
      ) : (
        <>
          <p className="invoices__intro">
            <FormattedMessage id="invoices.intro" />
          </p>
          <div className="invoices__toolbar">
            <Button
              disabled={chosen.length === 0}
              busy={batch.running && batch.total > 1}
              onClick={() => void downloads.download(chosen)}
            >
              <FormattedMessage id="invoices.downloadSelected" values={{ count: chosen.length }} />
            </Button>
            <p className="invoices__progress" role="status">
              {batch.total > 1 ? (
                <>
                  <FormattedMessage
                    id="invoices.progress"
                    values={{ saved: batch.saved, total: batch.total }}
                  />
                  {batch.failed > 0 && !batch.running ? (
                    <>
                      {' '}
                      <FormattedMessage id="invoices.failedCount" values={{ count: batch.failed }} />
                    </>
                  ) : null}
                </>
              ) : null}
            </p>
          </div>
          <section aria-labelledby="invoices-current">
            <h2 id="invoices-current" className="invoices__heading">
              <FormattedMessage id="invoices.current" />
            </h2>
            {orders.isError ? (
              loadFailure(() => void orders.refetch())
            ) : !current ? (
              <RecordListSkeleton rows={2} />
            ) : current.length === 0 ? (
              <p>
                <FormattedMessage id="invoices.current.empty" />
              </p>
            ) : (
              <RecordList label={intl.formatMessage({ id: 'invoices.current' })}>
                {current.map((invoice) =>
                  row(
                    downloadOfCurrent(invoice),
                    intl.formatMessage({ id: 'invoices.current.title' }, { id: invoice.id }),
                    <DescriptionList
                      items={[
                        {
                          id: 'orders',
                          term: <FormattedMessage id="invoices.orders" />,
                          details: invoice.orderCodes.join(', '),
                        },
                        {
                          id: 'date',
                          term: <FormattedMessage id="invoices.lastOrder" />,
                          details: date(invoice.latestOrderAt),
                        },
                      ]}
                    />,
                  ),
                )}
              </RecordList>
            )}
          </section>
          {currentKnown ? (
            <section aria-labelledby="invoices-historical">
              <h2 id="invoices-historical" className="invoices__heading">
                <FormattedMessage id="invoices.historical" />
              </h2>
              {historical.isError ? (
                loadFailure(() => void historical.refetch())
              ) : historical.isPending ? (
                <RecordListSkeleton rows={2} />
              ) : historical.data.length === 0 ? (
                <p>
                  <FormattedMessage id="invoices.historical.empty" />
                </p>
              ) : (
                <RecordList label={intl.formatMessage({ id: 'invoices.historical' })}>
                  {historical.data.map((invoice) =>
                    row(
                      downloadOfHistorical(invoice),
                      intl.formatMessage({ id: 'invoices.historical.title' }, { orderRef: invoice.orderRef }),
                      <DescriptionList
                        items={[
                          {
                            id: 'date',
                            term: <FormattedMessage id="invoices.date" />,
                            details: date(invoice.invoiceDate),
                          },
                          {
                            id: 'total',
                            term: <FormattedMessage id="invoices.total" />,
                            details: intl.formatNumber(invoice.totalAmount, {
                              style: 'currency',
                              currency: invoice.currency,
                            }),
                          },
                        ]}
                      />,
                    ),
                  )}
                </RecordList>
              )}
            </section>
          ) : null}
        </>
      )}
    </section>
  )
}
