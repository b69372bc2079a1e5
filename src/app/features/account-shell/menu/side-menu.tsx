import { useIntl } from 'react-intl'
import { NavLink, useLocation } from 'react-router'
import { internalTarget } from '#app/platform/navigation'
import { usePlatform } from '#app/platform/platform-context'
import { useStorefrontConfig } from '#app/queries/public-config'
import { useBackCloses } from '#app/ui/modal/use-back-closes'
import type { MenuItem } from '../../../../brands/storefront-config'
import { MenuIcon } from './menu-icons'
import { isCurrentItem, visibleMenuItems } from './menu-items'

/**
 * The account's side menu (docs/requirements/shell-and-menu.md#shell-menu-items): the storefront's items for this kind
 * of customer. Items inside the app keep the 'stripped' flag; storefront items (FAQs) are plain links that leave the
 * app.
 */
export function SideMenu({
  id,
  onNavigate,
  panelOpen = false,
  onClosePanel = () => {},
}: {
  id: string
  onNavigate?: () => void
  /** Open as the small screen's panel: like a dialog, it closes on Back (issue 28; here, not in the shell, so the
   * hook loads with the menu and not with the entry). */
  panelOpen?: boolean
  onClosePanel?: () => void
}) {
  useBackCloses({ open: panelOpen, dismissible: true, onClose: onClosePanel })
  const intl = useIntl()
  const { identity, flags } = usePlatform()
  const { pathname, search } = useLocation()
  const config = useStorefrontConfig()
  const items = visibleMenuItems(config.menus.side, { isB2b: identity?.isB2b ?? false }, flags)
  return (
    <nav id={id} className="side-menu" aria-label={intl.formatMessage({ id: 'menu.label' })}>
      <ul className="side-menu__list">
        {items.map((item) => (
          <li key={item.key} className={`side-menu__item side-menu__item--${item.key}`}>
            <MenuLink
              item={item}
              current={isCurrentItem(item, pathname)}
              search={search}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function MenuLink({
  item,
  current,
  search,
  onNavigate,
}: {
  item: MenuItem
  current: boolean
  search: string
  onNavigate?: () => void
}) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: item.labelKey })
  const content = (
    <>
      <MenuIcon name={item.key} />
      <span>{label}</span>
    </>
  )
  if (item.external) {
    return (
      <a className="side-menu__link" href={item.href}>
        {content}
      </a>
    )
  }
  return (
    <NavLink
      className="side-menu__link"
      to={internalTarget(item.href, search)}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </NavLink>
  )
}
