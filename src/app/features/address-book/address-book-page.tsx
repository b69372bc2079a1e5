import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation, useNavigate } from 'react-router'
import { type Customer, WithCustomer } from '#app/customer/with-customer'
import { type Address, useAddresses } from '#app/queries/customers/addresses'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { RecordList, RecordListSkeleton } from '#app/ui/record-list/record-list'
import { ToastProvider, useToasts } from '#app/ui/toast/toast-provider'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { addressBookPaths, isAddressSavedState } from './address-book-paths'
import { AddressItem } from './address-item'
import { DeleteAddressDialog } from './delete-address-dialog'
import './address-book.css'
import { successNotification } from '#app/ui/toast/notification-reset'

/** allAddresses (/settings/addresses/all): the address book, default first, to add to, change and clean up. */
export function AddressBookPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'addressBook.title' }))
  return (
    <ToastProvider>
      <section className="page address-book" aria-labelledby="address-book-title">
        <WithCustomer>{(customer) => <AddressBook customer={customer} />}</WithCustomer>
      </section>
    </ToastProvider>
  )
}

function AddressBook({ customer }: { customer: Customer }) {
  const intl = useIntl()
  const toasts = useToasts()
  const navigate = useNavigate()
  const location = useLocation()
  const paths = addressBookPaths(customer.isB2b)
  const addresses = useAddresses()
  const heading = useRef<HTMLHeadingElement>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [focusHeading, setFocusHeading] = useState(false)

  // 'Added' or 'changed', said once on arrival from the form; the state is cleared so a reload does not repeat it.
  const saved = isAddressSavedState(location.state) ? location.state.addressSaved : undefined
  useEffect(() => {
    if (!saved) return
    toasts.show(intl.formatMessage({ id: `addressBook.${saved}` }), successNotification)
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null })
  }, [saved, toasts, intl, navigate, location.pathname, location.search])
  useEffect(() => {
    if (!focusHeading || deleting) return
    heading.current?.focus()
    setFocusHeading(false)
  }, [focusHeading, deleting])

  const count = addresses.data?.length ?? 0
  return (
    <>
      <header className="address-book__header">
        <h1 id="address-book-title" className="page__title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="addressBook.title" />
        </h1>
        {count > 0 ? (
          <p className="address-book__count">
            <FormattedMessage id="addressBook.count" values={{ count }} />
          </p>
        ) : null}
        {count > 0 ? (
          <Link className="button button--primary address-book__add" to={paths.add}>
            <FormattedMessage id="addressBook.add" />
          </Link>
        ) : null}
      </header>
      {addresses.isError ? (
        <ErrorState
          message={<FormattedMessage id="settings.loadError" />}
          onRetry={() => void addresses.refetch()}
        />
      ) : addresses.isPending ? (
        <RecordListSkeleton rows={2} />
      ) : count === 0 ? (
        <EmptyState
          framed
          title={<FormattedMessage id="addressBook.empty.title" />}
          action={
            <Link className="button button--primary" to={paths.add}>
              <FormattedMessage id="addressBook.add" />
            </Link>
          }
        >
          <FormattedMessage id="addressBook.empty.body" />
        </EmptyState>
      ) : (
        <RecordList label={intl.formatMessage({ id: 'addressBook.listLabel' })}>
          {addresses.data.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              changePath={paths.change(address.id)}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </RecordList>
      )}
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null)
          setFocusHeading(true)
          toasts.show(intl.formatMessage({ id: 'addressBook.deleted' }), successNotification)
        }}
      />
    </>
  )
}
