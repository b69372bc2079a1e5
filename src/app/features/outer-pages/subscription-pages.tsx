import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { href } from '#app/routes'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { ActionErrorPage } from './action-error-page'
import { OuterLayout } from './outer-layout'

/** doubleOptInConfirmationSuccess (/subscription-confirmation-success): 'Success!' and Continue to the store. */
export function SubscriptionSuccessPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'subscriptionSuccess.title' }))
  const store = storefrontRoute(useStorefrontConfig(), 'store')
  return (
    <OuterLayout>
      <section className="page page--centered" aria-labelledby="subscription-success-title">
        <h1 id="subscription-success-title" className="page__title">
          <FormattedMessage id="subscriptionSuccess.title" />
        </h1>
        <p>
          <FormattedMessage id="subscriptionSuccess.body" />
        </p>
        {store ? (
          <a className="button button--primary" href={store}>
            <FormattedMessage id="subscriptionSuccess.continue" />
          </a>
        ) : null}
      </section>
    </OuterLayout>
  )
}

/**
 * doubleOptInConfirmationError (/subscription-confirmation-error): 'Your subscription failed' with a try-again link
 * that opens the e-mail's link again (its parameters travel with the error), or the store when there was none.
 */
export function SubscriptionErrorPage() {
  const [params] = useSearchParams()
  const store = storefrontRoute(useStorefrontConfig(), 'store')
  const link = new URLSearchParams(params)
  link.delete('reason')
  const complete = link.has('confirmation-token') && link.has('email')
  const tryAgain = <FormattedMessage id="common.tryAgain" />
  return (
    <ActionErrorPage
      titleId="subscriptionError.title"
      messageId="subscriptionError.message"
      retry={
        complete ? (
          <Link
            className="button button--primary"
            to={{ pathname: href('doubleOptInConfirmation'), search: `?${link}` }}
            replace
          >
            {tryAgain}
          </Link>
        ) : store ? (
          <a className="button button--primary" href={store}>
            {tryAgain}
          </a>
        ) : null
      }
    />
  )
}
