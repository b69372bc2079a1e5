import { useIntl } from 'react-intl'
import { useStorefrontConfig } from '#app/queries/public-config'

/** The storefront's footer links (contact, privacy, terms): they lead to the storefront. */
export function FooterMenu() {
  const intl = useIntl()
  const config = useStorefrontConfig()
  if (config.menus.footer.length === 0) return null
  return (
    <footer className="shell__footer">
      <nav aria-label={intl.formatMessage({ id: 'menu.footerLabel' })}>
        <ul className="shell__footer-list">
          {config.menus.footer.map((item) => (
            <li key={item.key}>
              <a href={item.href}>{intl.formatMessage({ id: item.labelKey })}</a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  )
}
