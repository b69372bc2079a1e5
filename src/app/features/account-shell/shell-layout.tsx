import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { usePlatform } from '#app/platform/platform-context'
import { useShellPartsShown } from '#app/platform/primary-content'
import { href } from '#app/routes'
import { BrandWordmark } from '#app/ui/brand-wordmark'
import { isModalOpen, matches } from '#app/ui/keys'
import { lazyPart } from '#app/ui/lazy-part'
import './shell.css'
import { HamburgerIcon, SignOutIcon } from '#app/ui/icons'
import { StatusBannerSlot } from './status-banner-slot'

// The menus and the status banner load beside the page: they are not needed for its first paint
// (docs/requirements/budgets.md#budgets-every-route). A business customer's banner has its place in that paint all the
// same (StatusBannerSlot, decision 0009's addendum). Drawn as soon as their code has come, with no Suspense boundary
// to hold them back (lazyPart, decision 0066).
const SideMenu = lazyPart(() => import('./menu/side-menu').then((m) => m.SideMenu))
/** Where the side menu is a sidebar (shell.css) and the Menu button and its panel are gone. */
const sidebarMediaQuery = '(min-width: 1024px)'
const FooterMenu = lazyPart(() => import('./menu/footer-menu').then((m) => m.FooterMenu))
const CustomerStatusBanner = lazyPart(() =>
  import('./customer-status-banner').then((m) => m.CustomerStatusBanner),
)
const FeatureFlagControl = lazyPart(() =>
  import('./flag-control/feature-flag-control').then((m) => m.FeatureFlagControl),
)

/** About as many rows as the built-in menu has (consumer 8, business 9): the sidebar looks as tall as it will be. */
const skeletonRows = { consumer: 8, business: 9 }

/**
 * The sidebar while its menu loads (after the page's first thumbnails, docs/requirements/budgets.md#budgets-entry-js):
 * grey rows where the items will be, so it reads as loading, not missing; screen readers hear the menu is loading.
 */
function SideMenuSkeleton() {
  const intl = useIntl()
  const { identity } = usePlatform()
  const rows = identity?.isB2b ? skeletonRows.business : skeletonRows.consumer
  return (
    <nav
      className="side-menu side-menu--loading"
      aria-label={intl.formatMessage({ id: 'menu.label' })}
      aria-busy="true"
    >
      <span className="visually-hidden">
        <FormattedMessage id="common.loading" />
      </span>
      <ul className="side-menu__list" aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows, all alike
          <li key={row} className="side-menu__link">
            <span className="side-menu__icon skeleton" />
            <span className="skeleton side-menu__skeleton-label" />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Whether the page is embedded without the header's navigation (the hideHeaderNav query flag, any case). */
function hidesHeaderNav(search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.toLowerCase() === 'hideheadernav' && value !== 'false') return true
  }
  return false
}

/**
 * The frame around every signed-in page: skip link, brand header, the side menu (a sidebar on large screens, a
 * Menu disclosure below), the b2b status banner, the page and the storefront's footer links. On small screens the
 * header has a Sign out button (docs/requirements/shell-and-menu.md#shell-menu-small-screens).
 */
export function ShellLayout() {
  const { brand, flags, config, locale, identity } = usePlatform()
  const b2b = identity?.isB2b ?? false
  const intl = useIntl()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const menuId = useId()
  const [menuOpen, setMenuOpen] = useState(false)
  const menuToggle = useRef<HTMLButtonElement>(null)
  const withNav = !hidesHeaderNav(search)
  const secondaryReady = useShellPartsShown(pathname)
  // A new page closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value used inside.
  useEffect(() => setMenuOpen(false), [pathname])
  // Escape closes the open menu and returns to its button, unless a modal above it takes the key.
  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (!matches(event, 'Escape') || isModalOpen()) return
      setMenuOpen(false)
      menuToggle.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])
  // The panel is for screens without the sidebar; widening the window past it closes the panel (and the page's inert).
  useEffect(() => {
    if (!menuOpen) return
    const sidebarShown = window.matchMedia(sidebarMediaQuery)
    const closeWhenSidebarShows = () => {
      if (sidebarShown.matches) setMenuOpen(false)
    }
    closeWhenSidebarShows()
    sidebarShown.addEventListener('change', closeWhenSidebarShows)
    return () => sidebarShown.removeEventListener('change', closeWhenSidebarShows)
  }, [menuOpen])
  // Consent, the third-party scripts it allows and reporting start after the first paint, never before it.
  useEffect(() => {
    if (!secondaryReady) return
    void import('#app/platform/after-first-paint').then((m) =>
      m.afterFirstPaint(pathname, { config, brand, locale }),
    )
  }, [secondaryReady, pathname, config, brand, locale])
  // Once per load: back past the dialog entries a reload left (the menu loads this module then anyway).
  useEffect(() => {
    if (secondaryReady)
      void import('#app/ui/modal/use-back-closes').then((m) => m.leaveDialogEntriesOfLastLoad())
  }, [secondaryReady])
  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <header className="shell__header">
        {withNav ? (
          <button
            type="button"
            ref={menuToggle}
            className="shell__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <HamburgerIcon size={22} />
            {/* On a phone the icons say the names, so the header stays one line in every brand and locale. */}
            <span className="visually-hidden-on-phones">
              <FormattedMessage id="menu.toggle" />
            </span>
          </button>
        ) : null}
        <Link
          to={href('home')}
          className="shell__home"
          aria-label={intl.formatMessage({ id: 'shell.home' }, { brand: brand.name })}
        >
          <BrandWordmark brand={brand} />
        </Link>
        <button
          type="button"
          className="button button--secondary shell__sign-out"
          onClick={() => navigate(href('logout'))}
        >
          {/* On a phone the icon says it and the label stays its name for screen readers. */}
          <SignOutIcon size={20} />
          <span className="visually-hidden-on-phones">
            <FormattedMessage id="shell.signOut" />
          </span>
        </button>
      </header>
      <div className="shell__body">
        {withNav ? (
          <div className={menuOpen ? 'shell__menu shell__menu--open' : 'shell__menu'}>
            {secondaryReady ? (
              <SideMenu
                whileLoading={<SideMenuSkeleton />}
                id={menuId}
                onNavigate={() => setMenuOpen(false)}
                panelOpen={menuOpen}
                onClosePanel={() => setMenuOpen(false)}
              />
            ) : (
              <SideMenuSkeleton />
            )}
          </div>
        ) : null}
        {/* While the panel is open the page under it can be neither reached nor read; a tap beside it closes it. */}
        {menuOpen ? (
          <div className="shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />
        ) : null}
        {/* The header is not printed: a printed page (an order, the invoices) names the shop here instead. */}
        <p className="print-only shell__print-brand">{brand.name}</p>
        <main id="main-content" className="shell__main" tabIndex={-1} inert={menuOpen}>
          {/* A business customer's banner keeps its place from the first paint, while its code and data load. */}
          {secondaryReady ? (
            <CustomerStatusBanner whileLoading={b2b ? <StatusBannerSlot /> : null} />
          ) : b2b ? (
            <StatusBannerSlot />
          ) : null}
          <Outlet />
        </main>
      </div>
      <div inert={menuOpen}>{secondaryReady ? <FooterMenu /> : null}</div>
      {flags.PhotoManagementFeatureFlagControl ? <FeatureFlagControl /> : null}
    </div>
  )
}
