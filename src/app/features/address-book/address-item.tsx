import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { AddressLines } from '#app/addresses/address-lines'
import type { Address } from '#app/queries/customers/addresses'
import { Button } from '#app/ui/button'
import { RecordItem } from '#app/ui/record-list/record-list'

/** One address of the book: its lines as its country writes them, a 'Default address' mark, Change and Delete. */
export function AddressItem({
  address,
  changePath,
  onDelete,
}: {
  address: Address
  changePath: string
  onDelete: () => void
}) {
  const titleId = useId()
  const linesId = useId()
  // 'Change' of which address: two may have the same name, so the lines are read too.
  const describedBy = `${titleId} ${linesId}`
  return (
    <RecordItem
      titleId={titleId}
      title={`${address.firstName} ${address.lastName}`}
      details={
        <>
          {address.isDefault ? (
            <p className="address-book__default">
              <FormattedMessage id="addressBook.default" />
            </p>
          ) : null}
          <AddressLines id={linesId} address={address} withName={false} />
          {address.phoneNumber ? (
            <p className="address-book__phone">
              <FormattedMessage id="addressBook.phone" values={{ number: address.phoneNumber }} />
            </p>
          ) : null}
        </>
      }
      action={
        <>
          <Link className="button button--secondary" to={changePath} aria-describedby={describedBy}>
            <FormattedMessage id="addressBook.change" />
          </Link>
          <Button
            variant="secondary"
            aria-describedby={describedBy}
            aria-haspopup="dialog"
            onClick={onDelete}
          >
            <FormattedMessage id="addressBook.delete" />
          </Button>
        </>
      }
    />
  )
}
