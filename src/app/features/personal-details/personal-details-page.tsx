import { FormattedMessage, useIntl } from 'react-intl'
import { WithCustomer } from '#app/customer/with-customer'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { PersonalDetailsForm } from './personal-details-form'
import './personal-details.css'

/** personalDetails (/settings/personal-details): the customer's details from GET /customers/me, to change. */
export function PersonalDetailsPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'personalDetails.title' }))
  return (
    <section className="page personal-details" aria-labelledby="personal-details-title">
      <h1 id="personal-details-title" className="page__title">
        <FormattedMessage id="personalDetails.title" />
      </h1>
      <WithCustomer>{(customer) => <PersonalDetailsForm customer={customer} />}</WithCustomer>
    </section>
  )
}
