import { useEffect } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { missingBusinessDetails } from '#app/customer/missing-details'
import { internalTarget } from '#app/platform/navigation'
import { usePlatform } from '#app/platform/platform-context'
import { isDeletedAccount, useCustomer } from '#app/queries/customers/customer'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { href } from '#app/routes'
import { MissingDetailLinks } from './missing-detail-links'
import { rememberMissingDetails } from './remember-missing-details'
import { StatusBannerSlot } from './status-banner-slot'
import { statusBannerTexts } from './status-banner-texts'

/**
 * Sends a customer whose account is flagged deleted to logout
 * (docs/requirements/routes-and-access.md#routes-role-deleted), and shows a business customer's status
 * (docs/requirements/shell-and-menu.md#shell-b2b-status-banner): Blocked → contact customer care, New → pending
 * validation, Default → complete the details, naming each that is missing with a link to its field (issue 43), or
 * leading to the settings when none can be named. Each in its place (StatusBannerSlot), which a business customer's
 * identity has kept grey since the first paint.
 */
export function CustomerStatusBanner() {
  const { identity } = usePlatform()
  const { search } = useLocation()
  const config = useStorefrontConfig()
  const customer = useCustomer()
  const status = customer.data?.isB2b || identity?.isB2b ? customer.data?.customerStatus : undefined
  // The place's size at the next visit (remembered-missing-details.ts), once the customer is known.
  useEffect(() => {
    if (!customer.data) return
    const missing = status === 'Default' ? missingBusinessDetails(customer.data) : []
    rememberMissingDetails(
      globalThis.localStorage,
      missing.map((detail) => detail.key),
    )
  }, [customer.data, status])
  if (isDeletedAccount(customer.error)) return <Navigate to={href('logout')} replace />
  if (customer.isPending) return identity?.isB2b ? <StatusBannerSlot /> : null
  if (status === 'Blocked') {
    const contact = storefrontRoute(config, 'contact-us')
    return (
      <StatusBannerSlot>
        <div className="status-banner status-banner--error" role="alert">
          <p>{statusBannerTexts.Blocked.text}</p>
          {contact ? (
            <a href={contact} className="status-banner__link">
              {statusBannerTexts.Blocked.link}
            </a>
          ) : null}
        </div>
      </StatusBannerSlot>
    )
  }
  if (status === 'New') {
    return (
      <StatusBannerSlot>
        <div className="status-banner status-banner--info" role="status">
          <p>{statusBannerTexts.New.text}</p>
        </div>
      </StatusBannerSlot>
    )
  }
  if (status === 'Default' && customer.data) {
    const missing = missingBusinessDetails(customer.data)
    return (
      <StatusBannerSlot>
        <div className="status-banner status-banner--info" role="status">
          <p>{statusBannerTexts.Default.text}</p>
          {missing.length > 0 ? (
            <MissingDetailLinks missing={missing} />
          ) : (
            <Link to={internalTarget(href('settingsB2b'), search)} className="status-banner__link">
              {statusBannerTexts.Default.link}
            </Link>
          )}
        </div>
      </StatusBannerSlot>
    )
  }
  return null
}
