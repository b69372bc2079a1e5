import { emptyAddress } from '#app/addresses/address-schema'
import { WithCustomer } from '#app/customer/with-customer'
import { usePlatform } from '#app/platform/platform-context'
import { TitledPage } from '#app/ui/titled-page'
import { addressBookPaths } from './address-book-paths'
import { AddressEditor } from './address-editor'
import './address-book.css'

/** addAddress (/settings/new-address) and addAddressB2b: a new address, in the storefront's country to start with. */
export function AddAddressPage() {
  const { brand } = usePlatform()
  return (
    <TitledPage titleId="addressBook.new.title" className="address-book__form-page">
      <WithCustomer>
        {(customer) => (
          <AddressEditor
            initial={emptyAddress(brand.country)}
            listPath={addressBookPaths(customer.isB2b).list}
          />
        )}
      </WithCustomer>
    </TitledPage>
  )
}
