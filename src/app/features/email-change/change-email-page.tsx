import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { customerQuery } from '#app/queries/customers'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { ChangeEmailForm } from './change-email-form'
import './email-change.css'

/**
 * changeEmail (/settings/email) and changeEmailB2b (/settings/b2b/email): the current address and the form for a
 * new one. The change itself happens when the customer opens the link e-mailed to the new address.
 */
export function ChangeEmailPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'emailChange.title' }))
  const { clients, identity } = usePlatform()
  const customer = useQuery(customerQuery(clients.customers))
  const identityPath =
    identity?.idpType && identity.idpSub ? { idpType: identity.idpType, idpSub: identity.idpSub } : null
  return (
    <section className="page email-change" aria-labelledby="email-change-title">
      <h1 id="email-change-title" className="page__title">
        <FormattedMessage id="emailChange.title" />
      </h1>
      {customer.isPending ? (
        <PageLoading />
      ) : customer.isError || !identityPath ? (
        <ErrorState
          message={<FormattedMessage id="error.default" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <>
          <p className="email-change__current">
            <FormattedMessage
              id="emailChange.current"
              values={{ email: <strong>{customer.data.email}</strong> }}
            />
          </p>
          <p className="email-change__intro">
            <FormattedMessage id="emailChange.intro" />
          </p>
          <ChangeEmailForm identity={identityPath} currentEmail={customer.data.email} />
        </>
      )}
    </section>
  )
}
