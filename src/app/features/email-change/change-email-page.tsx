import { FormattedMessage, useIntl } from 'react-intl'
import { WithCustomer } from '#app/customer/with-customer'
import { usePlatform } from '#app/platform/platform-context'
import { identityPathOf } from '#app/queries/identity'
import { ErrorState } from '#app/ui/error-state'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { ChangeEmailForm } from './change-email-form'
import './email-change.css'

/**
 * changeEmail (/settings/email) and changeEmailB2b (/settings/b2b/email): the current address and the form for a
 * new one. The change itself happens when the customer opens the link e-mailed to the new address.
 */
export function ChangeEmailPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'emailChange.title' }))
  const identityPath = identityPathOf(usePlatform().identity)
  return (
    <section className="page email-change" aria-labelledby="email-change-title">
      <h1 id="email-change-title" className="page__title">
        <FormattedMessage id="emailChange.title" />
      </h1>
      <WithCustomer>
        {(customer) =>
          identityPath ? (
            <>
              <p className="email-change__current">
                <FormattedMessage
                  id="emailChange.current"
                  values={{ email: <strong>{customer.email}</strong> }}
                />
              </p>
              <p className="email-change__intro">
                <FormattedMessage id="emailChange.intro" />
              </p>
              <ChangeEmailForm identity={identityPath} currentEmail={customer.email} />
            </>
          ) : (
            // A token without the identity claims: nothing here can fix that.
            <ErrorState message={<FormattedMessage id="error.default" />} />
          )
        }
      </WithCustomer>
    </section>
  )
}
