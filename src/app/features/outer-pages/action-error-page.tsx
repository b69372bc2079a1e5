import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { internalTarget } from '#app/platform/navigation'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { OuterLayout } from './outer-layout'

interface ActionErrorPageProps {
  titleId: string
  messageId: string
  /** Where Try again leads; settings by default (spec account-area §2). */
  retryPath?: string
}

/** The error page of a failed account action: title, message, Try again and a link to customer care. */
export function ActionErrorPage({ titleId, messageId, retryPath = '/settings' }: ActionErrorPageProps) {
  useDocumentTitle(useIntl().formatMessage({ id: titleId }))
  const { search } = useLocation()
  const contact = storefrontRoute(useStorefrontConfig(), 'contact-us')
  return (
    <OuterLayout>
      <section className="page page--centered" aria-labelledby="action-error-title">
        <h1 id="action-error-title" className="page__title">
          <FormattedMessage id={titleId} />
        </h1>
        <p>
          <FormattedMessage id={messageId} />
        </p>
        <Link className="button button--primary" to={internalTarget(retryPath, search)}>
          <FormattedMessage id="common.tryAgain" />
        </Link>
        {contact ? (
          <a href={contact}>
            <FormattedMessage id="status.contactCustomerCare" />
          </a>
        ) : null}
      </section>
    </OuterLayout>
  )
}

/** deleteAccountError (/delete-account-error). */
export function DeleteAccountErrorPage() {
  return <ActionErrorPage titleId="deleteAccountError.title" messageId="deleteAccountError.message" />
}

/** changeEmailError (/change-email-error). */
export function ChangeEmailErrorPage() {
  return <ActionErrorPage titleId="changeEmailError.title" messageId="changeEmailError.message" />
}
