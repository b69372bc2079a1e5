import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { href } from '#app/routes'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { OuterLayout } from './outer-layout'

/** changeEmailSuccess (/change-email-success): the address is changed; the customer signs in again with it. */
export function ChangeEmailSuccessPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'changeEmailSuccess.title' }))
  return (
    <OuterLayout>
      <section className="page page--centered" aria-labelledby="change-email-success-title">
        <h1 id="change-email-success-title" className="page__title">
          <FormattedMessage id="changeEmailSuccess.title" />
        </h1>
        <p>
          <FormattedMessage id="changeEmailSuccess.body" />
        </p>
        <Link className="button button--primary" to={href('home')}>
          <FormattedMessage id="changeEmailSuccess.signIn" />
        </Link>
      </section>
    </OuterLayout>
  )
}
