import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { missingBusinessDetails, missingDetailTarget } from '#app/customer/missing-details'
import { type Customer, WithCustomer } from '#app/customer/with-customer'
import { internalTarget } from '#app/platform/navigation'
import { useCustomer } from '#app/queries/customers/customer'
import { href } from '#app/routes'
import { DescriptionList } from '#app/ui/description-list/description-list'
import './settings.css'

interface SettingsLink {
  key: string
  path: string
  /** The page edits the customer's own record (GET /customers/me): no use while that cannot be loaded. */
  needsCustomer?: boolean
}

/**
 * What each kind of customer can manage (b2b variants of e-mail, addresses, payment:
 * docs/requirements/settings.md#settings-b2b).
 */
function settingsLinks(b2b: boolean): SettingsLink[] {
  return b2b
    ? [
        { key: 'personalDetails', path: href('personalDetails'), needsCustomer: true },
        { key: 'email', path: href('changeEmailB2b'), needsCustomer: true },
        { key: 'addresses', path: href('allAddresses') },
        { key: 'paymentMethod', path: href('paymentMethod') },
      ]
    : [
        { key: 'personalDetails', path: href('personalDetails'), needsCustomer: true },
        { key: 'email', path: href('changeEmail'), needsCustomer: true },
        { key: 'addresses', path: href('allAddresses') },
      ]
}

/**
 * The settings overview (/settings, /settings/b2b): who the customer is, what a business account in the Default
 * status has yet to give (where the status banner's 'Complete your details' leads when it names nothing; each
 * leads to its field), and a link to each thing they can change. 'An error occurred loading your settings.' with Try again when the customer cannot be loaded; the links
 * to what does not need the customer's record (addresses, the payment method) stay.
 */
export function SettingsOverview({ b2b }: { b2b: boolean }) {
  const customer = useCustomer()
  return (
    <>
      <WithCustomer>{(loaded) => <CustomerSettings customer={loaded} b2b={b2b} />}</WithCustomer>
      {customer.isPending ? null : (
        <SettingsLinks
          links={settingsLinks(b2b).filter((link) => customer.isSuccess || !link.needsCustomer)}
        />
      )}
    </>
  )
}

function SettingsLinks({ links }: { links: SettingsLink[] }) {
  const intl = useIntl()
  const { search } = useLocation()
  return (
    <nav aria-label={intl.formatMessage({ id: 'settings.linksLabel' })}>
      <ul className="settings__links">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="settings__link" to={internalTarget(link.path, search)}>
              <span className="settings__link-title">
                <FormattedMessage id={`settings.link.${link.key}`} />
              </span>
              <span className="settings__link-text">
                <FormattedMessage id={`settings.link.${link.key}.text`} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function CustomerSettings({ customer, b2b }: { customer: Customer; b2b: boolean }) {
  const { search } = useLocation()
  const { firstName, lastName, email, company } = customer
  const missing = b2b && customer.customerStatus === 'Default' ? missingBusinessDetails(customer) : []
  return (
    <>
      {missing.length > 0 ? (
        <section className="settings__card settings__missing" aria-labelledby="settings-missing">
          <h2 id="settings-missing" className="settings__heading">
            <FormattedMessage id="settings.missing.title" />
          </h2>
          <ul>
            {missing.map((detail) => (
              <li key={detail.key}>
                <Link to={missingDetailTarget(detail, search)}>
                  <FormattedMessage id={`settings.missing.${detail.key}`} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="settings__card" aria-labelledby="settings-account">
        <h2 id="settings-account" className="settings__heading">
          <FormattedMessage id="settings.account" />
        </h2>
        <DescriptionList
          items={[
            {
              id: 'name',
              term: <FormattedMessage id="settings.name" />,
              details: [firstName, lastName].filter(Boolean).join(' '),
            },
            { id: 'email', term: <FormattedMessage id="settings.email" />, details: email },
            { id: 'company', term: <FormattedMessage id="settings.company" />, details: company?.name },
          ]}
        />
      </section>
    </>
  )
}
