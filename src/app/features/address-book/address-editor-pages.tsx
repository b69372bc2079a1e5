import { FormattedMessage } from 'react-intl'
import { Link, Navigate, useParams } from 'react-router'
import { emptyAddress, valuesOf } from '#app/addresses/address-schema'
import { WithCustomer } from '#app/customer/with-customer'
import { usePlatform } from '#app/platform/platform-context'
import { useAddresses } from '#app/queries/customers/addresses'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { TitledPage } from '#app/ui/titled-page'
import { addressBookPaths } from './address-book-paths'
import { AddressEditor } from './address-editor'
import './address-book.css'

// The address book's two editor pages, one module: the router loads them as one chunk (a module each made the second
// page's own JS 0.3 kB larger, npm run bench).

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

/**
 * changeAddress (/settings/address/:addressId) and changeAddressB2b: the address chosen by its id in the path
 * (decision 0018). Without an id the list opens; an id not in the book says so, with the way back.
 */
export function ChangeAddressPage() {
  const { addressId } = useParams()
  return (
    <TitledPage titleId="addressBook.edit.title" className="address-book__form-page">
      <WithCustomer>
        {(customer) => {
          const paths = addressBookPaths(customer.isB2b)
          return addressId ? (
            <ChangeAddress addressId={addressId} listPath={paths.list} />
          ) : (
            <Navigate to={paths.list} replace />
          )
        }}
      </WithCustomer>
    </TitledPage>
  )
}

function ChangeAddress({ addressId, listPath }: { addressId: string; listPath: string }) {
  const addresses = useAddresses()
  if (addresses.isPending) return <PageLoading />
  if (addresses.isError) {
    return (
      <ErrorState
        message={<FormattedMessage id="settings.loadError" />}
        onRetry={() => void addresses.refetch()}
      />
    )
  }
  const address = addresses.data.find((candidate) => candidate.id === addressId)
  if (!address) {
    return (
      <EmptyState
        action={
          <Link className="button button--primary" to={listPath}>
            <FormattedMessage id="addressBook.back" />
          </Link>
        }
      >
        <FormattedMessage id="addressBook.notFound" />
      </EmptyState>
    )
  }
  return (
    <AddressEditor
      initial={valuesOf(address)}
      addressId={address.id}
      entityTag={address.etag}
      listPath={listPath}
    />
  )
}
