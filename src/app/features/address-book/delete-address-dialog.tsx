import { FormattedMessage, useIntl } from 'react-intl'
import { addressLinesOf } from '#app/addresses/address-lines'
import { type Address, useDeleteAddress } from '#app/queries/customers/addresses'
import { ConfirmDialog } from '#app/ui/confirm-dialog/confirm-dialog'

/**
 * Asks before deleting an address (DELETE /customers/me/addresses/{id}). It stays until the book has been fetched
 * again, so the address is gone (and the default moved) when it closes; a failure shows inside it.
 */
export function DeleteAddressDialog({
  address,
  onClose,
  onDeleted,
}: {
  address: Address | null
  onClose: () => void
  onDeleted: () => void
}) {
  const intl = useIntl()
  const deletion = useDeleteAddress()
  const close = () => {
    deletion.reset()
    onClose()
  }
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' })
  return (
    <ConfirmDialog
      open={address !== null}
      variant="danger"
      title={<FormattedMessage id="addressBook.deleteDialog.title" />}
      confirmLabel={<FormattedMessage id="addressBook.deleteDialog.confirm" />}
      cancelLabel={<FormattedMessage id="addressBook.deleteDialog.cancel" />}
      busy={deletion.isPending}
      error={deletion.isError ? <FormattedMessage id="addressBook.deleteDialog.error" /> : undefined}
      onCancel={close}
      onConfirm={() => {
        if (!address) return
        deletion.mutate(address.id, {
          onSuccess: () => {
            deletion.reset()
            onDeleted()
          },
        })
      }}
    >
      {address ? (
        <>
          <p>
            <FormattedMessage
              id="addressBook.deleteDialog.body"
              values={{
                address: addressLinesOf(address, (code) => names.of(code) ?? code)
                  .slice(0, 3)
                  .join(', '),
              }}
            />
          </p>
          {address.isDefault ? (
            <p>
              <FormattedMessage id="addressBook.deleteDialog.defaultNote" />
            </p>
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  )
}
