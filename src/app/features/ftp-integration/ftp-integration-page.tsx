import { FormattedMessage, useIntl } from 'react-intl'
import { WithCustomer } from '#app/customer/with-customer'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { FtpIntegrationForm } from './ftp-integration-form'
import './ftp-integration.css'

/**
 * ftpIntegration (/integration, business customers): how the order callbacks work, and the callback address and
 * format to change (spec account-area §2, §7).
 */
export function FtpIntegrationPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'menu.ftpIntegration' }))
  return (
    <section className="page ftp-integration" aria-labelledby="ftp-integration-title">
      <h1 id="ftp-integration-title" className="page__title">
        <FormattedMessage id="menu.ftpIntegration" />
      </h1>
      <p className="ftp-integration__intro">
        <FormattedMessage id="ftpIntegration.intro" />
      </p>
      <WithCustomer>{(customer) => <FtpIntegrationForm current={customer.ftpIntegration} />}</WithCustomer>
    </section>
  )
}
