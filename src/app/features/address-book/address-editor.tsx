import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { AddressForm } from '#app/addresses/address-form'
import {
  type AddressValues,
  type CheckedAddress,
  emptyAddress,
  postalAddressOf,
  valuesOf,
} from '#app/addresses/address-schema'
import { refusedFields } from '#app/addresses/refused-fields'
import { isApiError } from '#app/api/api-error'
import { type FieldConflict, type FormBasis, saveOnBasis } from '#app/customer/save-on-basis'
import { isChangedElsewhere } from '#app/queries/changed-elsewhere'
import { type Address, useCreateAddress, useUpdateAddress } from '#app/queries/customers/addresses'
import { ErrorState } from '#app/ui/error-state'
import { ChangedElsewhereNotice, type ChangedElsewhereRow } from '#app/ui/form/changed-elsewhere-notice'
import type { AddressSavedState } from './address-book-paths'

const fieldNames = Object.keys(emptyAddress('')) as (keyof AddressValues)[]

/** An address as the form's basis: its values, and its entity tag. */
const basisOf = (address: Address): FormBasis<AddressValues> => ({
  values: valuesOf(address),
  entityTag: address.etag,
})

/**
 * The form that adds an address (POST) or changes one (PUT, when `addressId` is given), then goes back to the list,
 * which says so. The spec's messages of a 400 land at their fields; a full book (409) and any other failure are said
 * above the buttons, and what was typed stays. A change goes only if the address is still as the form was filled
 * from (`entityTag`, decision 0059): changed elsewhere, the fields changed there are shown with their values now.
 */
export function AddressEditor({
  initial,
  addressId,
  entityTag,
  listPath,
}: {
  initial: AddressValues
  addressId?: string
  entityTag?: string
  listPath: string
}) {
  const navigate = useNavigate()
  const intl = useIntl()
  const create = useCreateAddress()
  const update = useUpdateAddress()
  const save = addressId ? update : create
  // The address the form's values were taken from, whose entity tag a change sends.
  const [basis, setBasis] = useState<FormBasis<AddressValues>>({ values: initial, entityTag })
  // A new basis taken in ('Use the saved details') remounts the form with its values.
  const [shownBasis, setShownBasis] = useState(0)
  const [conflict, setConflict] = useState<FieldConflict<AddressValues> | null>(null)
  const changeAddress = (id: string, address: ReturnType<typeof addressInputOf>, typed: CheckedAddress) =>
    saveOnBasis({
      basis,
      typed,
      fields: fieldNames,
      send: (basedOn) => update.mutateAsync({ id, address, basedOn }),
      basisOf,
      onSeen: setBasis,
      onConflict: setConflict,
    })
  const onSave = async (checked: CheckedAddress) => {
    const address = addressInputOf(checked)
    if (addressId) await changeAddress(addressId, address, checked)
    else await create.mutateAsync(address)
    const state: AddressSavedState = { addressSaved: addressId ? 'changed' : 'added' }
    navigate(listPath, { state })
  }
  const takeCurrentAddress = () => {
    setShownBasis((shown) => shown + 1)
    update.reset()
  }
  const changedElsewhere = isChangedElsewhere(save.error) ? conflict : null
  const failure = save.isError && refusedFields(save.error).length === 0 ? save.error : undefined
  return (
    <AddressForm
      key={shownBasis}
      initial={basis.values}
      draftId={addressId ? `address-${addressId}` : 'new-address'}
      onSave={onSave}
      busy={save.isPending}
      submitLabel={<FormattedMessage id="addressBook.save" />}
      defaultChoiceLabel={initial.isDefault ? undefined : <FormattedMessage id="addressBook.makeDefault" />}
      status={
        changedElsewhere ? (
          <ChangedElsewhereNotice
            rows={conflictRowsOf(changedElsewhere, intl.locale)}
            onUseCurrent={takeCurrentAddress}
          />
        ) : failure ? (
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

const addressInputOf = (checked: CheckedAddress) => ({
  ...postalAddressOf(checked),
  isDefault: checked.isDefault,
})

/** The fields changed elsewhere as the notice lists them: the country by its name, the default as a sentence. */
function conflictRowsOf(
  { fields, current }: FieldConflict<AddressValues>,
  locale: string,
): ChangedElsewhereRow[] {
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' })
  return fields.map((name) => {
    if (name === 'isDefault') {
      const sentence = current.isDefault ? 'changedElsewhere.nowDefault' : 'changedElsewhere.noLongerDefault'
      return { key: name, value: <FormattedMessage id={sentence} /> }
    }
    const value = String(current[name] ?? '')
    return {
      key: name,
      label: <FormattedMessage id={`address.${name}`} />,
      value: name === 'countryCode' && value ? (countryNames.of(value) ?? value) : value,
    }
  })
}
