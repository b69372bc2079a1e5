import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation, useSearchParams } from 'react-router'
import { internalTarget } from '#app/platform/navigation'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { href } from '#app/routes'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { OuterLayout } from './outer-layout'

/** What the confirmation pages say went wrong with the link itself (`?reason=`), beyond the spec's message. */
const reasons: Record<string, string> = {
  'missing-link': 'confirmation.linkIncomplete',
  'link-not-valid': 'confirmation.linkNotValid',
}

interface ActionErrorPageProps {
  titleId: string
  messageId: string
  /**
   * Try again: an in-app path (settings by default, docs/requirements/email-change.md#email-change-error-page and
   * docs/requirements/account-deletion.md#account-deletion-error-page), or a link of its own.
   */
  retryPath?: string
  retry?: ReactNode
}

/** The error page of a failed account action: title, message, why (when known), Try again and customer care. */
export function ActionErrorPage({
  titleId,
  messageId,
  retryPath = href('settings'),
  retry,
}: ActionErrorPageProps) {
  useDocumentTitle(useIntl().formatMessage({ id: titleId }))
  const { search } = useLocation()
  const [params] = useSearchParams()
  const reasonId = reasons[params.get('reason') ?? '']
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
        {reasonId ? (
          <p>
            <FormattedMessage id={reasonId} />
          </p>
        ) : null}
        {retry ?? (
          <Link className="button button--primary" to={internalTarget(retryPath, search)}>
            <FormattedMessage id="common.tryAgain" />
          </Link>
        )}
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
