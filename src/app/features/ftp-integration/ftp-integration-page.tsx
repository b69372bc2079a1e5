import { FormattedMessage } from 'react-intl'
import { WithCustomer } from '#app/customer/with-customer'
import { TitledPage } from '#app/ui/titled-page'
import { FtpIntegrationForm } from './ftp-integration-form'
import './ftp-integration.css'

/**
 * ftpIntegration (/integration, business customers): how the order callbacks work, and the callback address and
 * format to change (docs/requirements/ftp-integration.md#ftp-integration-page).
 */
export function FtpIntegrationPage() {
  return (
    <TitledPage titleId="menu.ftpIntegration" className="ftp-integration">
      <p className="ftp-integration__intro">
        <FormattedMessage id="ftpIntegration.intro" />
      </p>
      <WithCustomer>{(customer) => <FtpIntegrationForm current={customer.ftpIntegration} />}</WithCustomer>
    </TitledPage>
  )
}
