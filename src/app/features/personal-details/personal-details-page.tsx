import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { customerQuery } from '#app/queries/customers'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { PersonalDetailsForm } from './personal-details-form'
import './personal-details.css'

/** personalDetails (/settings/personal-details): the customer's details from GET /customers/me, to change. */
export function PersonalDetailsPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'personalDetails.title' }))
  const { clients } = usePlatform()
  const customer = useQuery(customerQuery(clients.customers))
  return (
    <section className="page personal-details" aria-labelledby="personal-details-title">
      <h1 id="personal-details-title" className="page__title">
        <FormattedMessage id="personalDetails.title" />
      </h1>
      {customer.isPending ? (
        <PageLoading />
      ) : customer.isError ? (
        <ErrorState
          message={<FormattedMessage id="settings.loadError" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <PersonalDetailsForm customer={customer.data} />
      )}
    </section>
  )
}
