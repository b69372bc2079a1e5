import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { customerQuery } from '#app/queries/customers'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { FtpIntegrationForm } from './ftp-integration-form'
import './ftp-integration.css'

/**
 * ftpIntegration (/integration, business customers): how the order callbacks work, and the callback address and
 * format to change (spec account-area §2, §7).
 */
export function FtpIntegrationPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'menu.ftpIntegration' }))
  const { clients } = usePlatform()
  const customer = useQuery(customerQuery(clients.customers))
  return (
    <section className="page ftp-integration" aria-labelledby="ftp-integration-title">
      <h1 id="ftp-integration-title" className="page__title">
        <FormattedMessage id="menu.ftpIntegration" />
      </h1>
      <p className="ftp-integration__intro">
        <FormattedMessage id="ftpIntegration.intro" />
      </p>
      {customer.isPending ? (
        <PageLoading />
      ) : customer.isError ? (
        <ErrorState
          message={<FormattedMessage id="settings.loadError" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void customer.refetch()}
        />
      ) : (
        <FtpIntegrationForm current={customer.data.ftpIntegration} />
      )}
    </section>
  )
}
