import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { internalTarget } from '#app/platform/navigation'
import { usePlatform } from '#app/platform/platform-context'
import { useCustomer } from '#app/queries/customers/customer'
import { useStorefrontConfig } from '#app/queries/public-config'
import { RecordListSkeleton } from '#app/ui/record-list/record-list'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { MenuIcon } from './menu/menu-icons'
import { visibleMenuItems } from './menu/menu-items'

/** The overview items that are pages of the app: not the overview itself, signing out or the storefront. */
const notOnOverview = new Set(['overview', 'signOut'])

/**
 * home (/): a greeting, what matters now (`children`: the page composes it from other features, e.g. the orders on
 * their way), then a tile for each part of the account this customer has. While what matters now is `loading`, grey
 * cards stand in its place and the tiles wait under it: it comes whole, and nothing already shown moves when it does
 * (tiles shown first were pushed out of a phone's screen when the orders arrived above them, CLS 0.47).
 */
export function HomePage({ children, loading = false }: { children?: ReactNode; loading?: boolean }) {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'home.title' }))
  const { identity, flags } = usePlatform()
  const { search } = useLocation()
  const customer = useCustomer()
  const items = visibleMenuItems(
    useStorefrontConfig().menus.side,
    { isB2b: identity?.isB2b ?? false },
    flags,
  ).filter((item) => !item.external && !notOnOverview.has(item.key))
  const firstName = customer.data?.firstName
  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title" className="page__title">
        {firstName ? (
          <FormattedMessage id="home.greeting" values={{ name: firstName }} />
        ) : (
          <FormattedMessage id="home.title" />
        )}
      </h1>
      {loading ? (
        <div className="home__loading" aria-busy="true">
          <p className="visually-hidden" role="status">
            <FormattedMessage id="common.loading" />
          </p>
          <RecordListSkeleton rows={2} />
        </div>
      ) : (
        <>
          {children}
          <ul className="home__tiles">
            {items.map((item) => (
              <li key={item.key}>
                <Link className="home__tile" to={internalTarget(item.href, search)}>
                  <MenuIcon name={item.key} />
                  <span>{intl.formatMessage({ id: item.labelKey })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
