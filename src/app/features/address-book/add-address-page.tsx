import { FormattedMessage, useIntl } from 'react-intl'
import { emptyAddress } from '#app/addresses/address-schema'
import { WithCustomer } from '#app/customer/with-customer'
import { usePlatform } from '#app/platform/platform-context'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { addressBookPaths } from './address-book-paths'
import { AddressEditor } from './address-editor'
import './address-book.css'

/** addAddress (/settings/new-address) and addAddressB2b: a new address, in the storefront's country to start with. */
export function AddAddressPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'addressBook.new.title' }))
  const { brand } = usePlatform()
  return (
    <section className="page address-book__form-page" aria-labelledby="add-address-title">
      <h1 id="add-address-title" className="page__title">
        <FormattedMessage id="addressBook.new.title" />
      </h1>
      <WithCustomer>
        {(customer) => (
          <AddressEditor
            initial={emptyAddress(brand.country)}
            listPath={addressBookPaths(customer.isB2b).list}
          />
        )}
      </WithCustomer>
    </section>
  )
}
