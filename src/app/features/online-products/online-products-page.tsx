import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { useWidgetsPage, widgetsPageSize } from '#app/queries/widgets/widget-list'
import { NoRecordsYet } from '#app/storefront/no-records-yet'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { pageCountOf } from '#app/ui/pagination/page-window'
import { Pagination } from '#app/ui/pagination/pagination'
import { useLastPageWhenPastTheEnd, usePageParam } from '#app/ui/pagination/use-page-param'
import { RecordList } from '#app/ui/record-list/record-list'
import { ToastProvider, useToasts } from '#app/ui/toast/toast-provider'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { undoWindowMs, useWidgetDeletions } from './use-widget-deletions'
import { WidgetItem } from './widget-item'
import './online-products.css'

/** widgets (/online-products): the customer's online photo books, ten per page with the page in the address. */
export function OnlineProductsPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'onlineProducts.title' }))
  return (
    <ToastProvider>
      <OnlineProducts />
    </ToastProvider>
  )
}

function OnlineProducts() {
  const intl = useIntl()
  const toasts = useToasts()
  const heading = useRef<HTMLHeadingElement>(null)
  const { page, linkTo } = usePageParam()
  const widgets = useWidgetsPage(page)
  const deletions = useWidgetDeletions()
  const pageCount = widgets.data ? pageCountOf(widgets.data.total, widgetsPageSize) : undefined
  useLastPageWhenPastTheEnd(page, pageCount, linkTo)

  const shown = widgets.data?.widgets.filter((widget) => !deletions.isHidden(widget.productCode)) ?? []
  const total = widgets.data ? widgets.data.total - (widgets.data.widgets.length - shown.length) : 0

  const remove = (widget: Widget) => {
    // The Delete button leaves with its widget: focus goes to the heading; Undo waits in the toast.
    heading.current?.focus()
    const undoToast = toasts.show(
      <>
        <FormattedMessage id="onlineProducts.deleted" values={{ title: widget.title }} />{' '}
        <Button
          variant="secondary"
          className="online-products__undo"
          onClick={() => {
            if (deletions.undo(widget.productCode)) toasts.dismiss(undoToast)
          }}
        >
          <FormattedMessage id="onlineProducts.undo" />
        </Button>
      </>,
      { kind: 'success', durationMs: undoWindowMs },
    )
    deletions.remove({ productCode: widget.productCode, title: widget.title, undoToast })
  }

  return (
    <section className="page online-products" aria-labelledby="online-products-title">
      <header className="online-products__header">
        <h1 id="online-products-title" className="page__title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="onlineProducts.title" />
        </h1>
        {widgets.data && total > 0 ? (
          <p className="online-products__count" role="status">
            <FormattedMessage id="onlineProducts.count" values={{ count: total }} />
          </p>
        ) : null}
      </header>
      {widgets.isError ? (
        <ErrorState
          message={<FormattedMessage id="error.default" />}
          onRetry={() => void widgets.refetch()}
        />
      ) : !widgets.data ? (
        <PageLoading />
      ) : total === 0 ? (
        <NoRecordsYet messages="onlineProducts" />
      ) : widgets.data.widgets.length === 0 ? (
        // A page past the end: the page parameter is moving to the last page.
        <PageLoading />
      ) : (
        <>
          <RecordList label={intl.formatMessage({ id: 'onlineProducts.title' })}>
            {shown.map((widget) => (
              <WidgetItem
                key={widget.productCode}
                widget={widget}
                deletion={toRequestState(deletions.stateOf(widget.productCode))}
                onDelete={() => remove(widget)}
              />
            ))}
          </RecordList>
          <Pagination
            page={page}
            pageCount={pageCount ?? 1}
            linkTo={linkTo}
            label={intl.formatMessage({ id: 'onlineProducts.pages' })}
          />
        </>
      )}
    </section>
  )
}

const toRequestState = (deletion: ReturnType<ReturnType<typeof useWidgetDeletions>['stateOf']>) =>
  deletion.status === 'Waiting' ? ({ status: 'NotRequested' } as const) : deletion
