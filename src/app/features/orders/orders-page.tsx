import { lazy, Suspense, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { serviceNow } from '#app/platform/clock'
import { useCampaigns } from '#app/queries/content'
import { type OrderListItem, useOrders } from '#app/queries/orders'
import { NoRecordsYet } from '#app/storefront/no-records-yet'
import { useProductNames } from '#app/storefront/use-product-names'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { pageCountOf } from '#app/ui/pagination/page-window'
import { Pagination } from '#app/ui/pagination/pagination'
import { usePageParam } from '#app/ui/pagination/use-page-param'
import { RecordList } from '#app/ui/record-list/record-list'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { CutoffNotice } from './cutoff-notice'
import { type OrderState, orderStateOf } from './in-progress'
import { OrderItem } from './order-item'
import { listSearch, orderStateParam } from './order-list-params'
import { matchesSearch } from './order-search'
import './orders.css'

// Lazy: its form rule brings zod/mini (6 kB gzip) that the orders themselves do not need; it shows after them anyway.
const VoucherCheck = lazy(() => import('./voucher-check').then((m) => ({ default: m.VoucherCheck })))

/** Orders shown per page of a tab. */
export const ordersPageSize = 10

const orderStates: OrderState[] = ['inProgress', 'history']

/**
 * orders (/orders): the customer's orders in two tabs, in progress and history (`?order_state=`), ten a page
 * (`?page=`), searchable by order number or product (`?q=`); all three survive reload and the back button.
 */
export function OrdersPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'menu.orders' }))
  const orders = useOrders()
  // The cut-off notice sits above the orders: shown after them, it pushed them down (decision 0047). The campaigns'
  // own time limit bounds the wait.
  const deadlinesPending = useCampaigns().some((campaign) => campaign.isPending)
  // The products are named by the storefront catalogue, which the list does not wait for: a reserved line stands
  // where a name goes until it comes (decision 0053).
  const products = useProductNames()
  const waiting = orders.isPending || deadlinesPending
  return (
    <section className="page orders" aria-labelledby="orders-title">
      <h1 id="orders-title" className="page__title">
        <FormattedMessage id="menu.orders" />
      </h1>
      <CutoffNotice />
      {orders.isError ? (
        <ErrorState message={<FormattedMessage id="error.default" />} onRetry={() => void orders.refetch()} />
      ) : waiting ? (
        <PageLoading />
      ) : orders.data.superOrders.length === 0 ? (
        <NoRecordsYet messages="orders" />
      ) : (
        <OrderTabs orders={orders.data.superOrders} nameOf={products.nameOf} />
      )}
      {/* Below the orders, so it comes once they are there: shown earlier, the arriving orders pushed it down. */}
      <Suspense fallback={null}>{waiting ? null : <VoucherCheck />}</Suspense>
    </section>
  )
}

function OrderTabs({
  orders,
  nameOf,
}: {
  orders: OrderListItem[]
  /**
   * A product's name in the locale, which the list shows and the search finds; undefined while the catalogue may
   * still come (the search then finds by number and title, and again by name once a new nameOf comes with it).
   */
  nameOf: (product: OrderListItem['products'][number]) => string | undefined
}) {
  const intl = useIntl()
  const [params] = useSearchParams()
  const state = orderStateParam(params.get('order_state'))
  const search = params.get('q') ?? ''
  const byState = useMemo(() => {
    const now = serviceNow()
    const found = orders.filter((order) => matchesSearch(order, search, nameOf))
    return {
      inProgress: found.filter((order) => orderStateOf(order, now) === 'inProgress'),
      history: found.filter((order) => orderStateOf(order, now) === 'history'),
    }
  }, [orders, search, nameOf])
  const shown = byState[state]
  const pageCount = Math.max(1, pageCountOf(shown.length, ordersPageSize))
  const { page, linkTo } = usePageParam(pageCount)
  const onPage = shown.slice((page - 1) * ordersPageSize, page * ordersPageSize)
  const tabName = (name: OrderState) => intl.formatMessage({ id: `orders.tab.${name}` })
  return (
    <>
      <OrderSearch search={search} />
      {search ? (
        <p className="orders__matches" role="status">
          <FormattedMessage
            id="orders.search.matches"
            values={{ count: byState.inProgress.length + byState.history.length, search }}
          />
        </p>
      ) : null}
      <nav className="tab-links" aria-label={intl.formatMessage({ id: 'orders.tabs' })}>
        {orderStates.map((name) => (
          <Link
            key={name}
            className="tab-links__tab"
            to={{ search: listSearch(params, { order_state: name }) }}
            aria-current={name === state ? 'page' : undefined}
          >
            <span className="tab-links__label">{tabName(name)}</span>
            <span className="tab-links__badge">{byState[name].length}</span>
          </Link>
        ))}
      </nav>
      {onPage.length === 0 ? (
        <EmptyState>
          <FormattedMessage
            id={search ? 'orders.search.none' : `orders.emptyTab.${state}`}
            values={{ search }}
          />
        </EmptyState>
      ) : (
        <>
          <RecordList label={tabName(state)}>
            {onPage.map((order) => (
              <OrderItem key={order.code} order={order} nameOf={nameOf} />
            ))}
          </RecordList>
          <Pagination
            page={page}
            pageCount={pageCount}
            linkTo={linkTo}
            label={intl.formatMessage({ id: 'orders.pages' })}
          />
        </>
      )}
    </>
  )
}

/** Search by order number or product name, over the loaded orders; the text goes into the address (`?q=`). */
function OrderSearch({ search }: { search: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [text, setText] = useState(search)
  const [shownSearch, setShownSearch] = useState(search)
  // Back and forward change the address's search: the field follows it. Its own submit does not: the address
  // catches up a moment later, and by then the customer may have typed on (a fast typist lost what they typed).
  if (shownSearch !== search) {
    setShownSearch(search)
    setText(search)
  }
  return (
    <search className="orders__search">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const next = listSearch(params, { q: text })
          setShownSearch(new URLSearchParams(next).get('q') ?? '')
          navigate({ search: next })
        }}
      >
        <label htmlFor="orders-search" className="orders__search-label">
          <FormattedMessage id="orders.search.label" />
        </label>
        <div className="orders__search-row">
          <input
            id="orders-search"
            className="orders__search-input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            <FormattedMessage id="orders.search.submit" />
          </button>
          {search ? (
            <Link className="orders__search-clear" to={{ search: listSearch(params, { q: '' }) }}>
              {intl.formatMessage({ id: 'orders.search.clear' })}
            </Link>
          ) : null}
        </div>
      </form>
    </search>
  )
}
