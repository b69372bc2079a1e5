import { FormattedMessage } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { AddressForm } from '#app/addresses/address-form'
import { type AddressValues, type CheckedAddress, postalAddressOf } from '#app/addresses/address-schema'
import { refusedFields } from '#app/addresses/refused-fields'
import { isApiError } from '#app/api/api-error'
import { useCreateAddress, useUpdateAddress } from '#app/queries/customers'
import { ErrorState } from '#app/ui/error-state'
import type { AddressSavedState } from './address-book-paths'

/**
 * The form that adds an address (POST) or changes one (PUT, when `addressId` is given), then goes back to the list,
 * which says so. The spec's messages of a 400 land at their fields; a full book (409) and any other failure are said
 * above the buttons, and what was typed stays.
 */
export function AddressEditor({
  initial,
  addressId,
  listPath,
}: {
  initial: AddressValues
  addressId?: string
  listPath: string
}) {
  const navigate = useNavigate()
  const create = useCreateAddress()
  const update = useUpdateAddress()
  const save = addressId ? update : create
  const onSave = async (checked: CheckedAddress) => {
    const address = { ...postalAddressOf(checked), isDefault: checked.isDefault }
    if (addressId) await update.mutateAsync({ id: addressId, address })
    else await create.mutateAsync(address)
    const state: AddressSavedState = { addressSaved: addressId ? 'changed' : 'added' }
    navigate(listPath, { state })
  }
  const failure = save.isError && refusedFields(save.error).length === 0 ? save.error : undefined
  return (
    <AddressForm
      initial={initial}
      onSave={onSave}
      busy={save.isPending}
      submitLabel={<FormattedMessage id="addressBook.save" />}
      defaultChoiceLabel={initial.isDefault ? undefined : <FormattedMessage id="addressBook.makeDefault" />}
      status={
        failure ? (
          <ErrorState
            message={
              <FormattedMessage
                id={isApiError(failure) && failure.status === 409 ? 'addressBook.full' : 'error.default'}
              />
            }
          />
        ) : null
      }
      actions={
        <Link className="button button--secondary" to={listPath}>
          <FormattedMessage id="addressBook.cancel" />
        </Link>
      }
    />
  )
}
