import { WithCustomer } from '#app/customer/with-customer'
import { TitledPage } from '#app/ui/titled-page'
import { PersonalDetailsForm } from './personal-details-form'
import './personal-details.css'

/** personalDetails (/settings/personal-details): the customer's details from GET /customers/me, to change. */
export function PersonalDetailsPage() {
  return (
    <TitledPage titleId="personalDetails.title" className="personal-details">
      <WithCustomer>{(customer) => <PersonalDetailsForm customer={customer} />}</WithCustomer>
    </TitledPage>
  )
}
