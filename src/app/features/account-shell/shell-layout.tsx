import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Outlet } from 'react-router'
import { usePlatform } from '../../platform/platform-context'
import { BrandWordmark } from '../../ui/brand-wordmark'

/** The frame around every signed-in page: skip link, brand header and the page. The side menu comes later. */
export function ShellLayout() {
  const { brand } = usePlatform()
  const intl = useIntl()
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <header className="shell__header">
        <Link
          to="/"
          className="shell__home"
          aria-label={intl.formatMessage({ id: 'shell.home' }, { brand: brand.name })}
        >
          <BrandWordmark brand={brand} />
        </Link>
        <Link to="/logout" className="shell__sign-out">
          <FormattedMessage id="shell.signOut" />
        </Link>
      </header>
      <main id="main-content" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  )
}
