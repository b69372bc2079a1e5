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
import { isChangedElsewhere } from '#app/queries/changed-elsewhere'
import { type Address, useCreateAddress, useUpdateAddress } from '#app/queries/customers/addresses'
import { ErrorState } from '#app/ui/error-state'
import { ChangedElsewhereNotice, type ChangedElsewhereRow } from '#app/ui/form/changed-elsewhere-notice'
import { conflictingFields } from '#app/ui/form/conflicting-fields'
import type { AddressSavedState } from './address-book-paths'

const fieldNames = Object.keys(emptyAddress('')) as (keyof AddressValues)[]

interface Conflict {
  fields: (keyof AddressValues)[]
  current: AddressValues
}

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
  // The address the form's values were taken from; a new one remounts the form with them ('Use the saved details').
  const [basis, setBasis] = useState({ values: initial, entityTag, version: 0 })
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const changeAddress = async (
    id: string,
    address: ReturnType<typeof addressInputOf>,
    typed: CheckedAddress,
  ) => {
    const send = (on: string | undefined) => update.mutateAsync({ id, address, basedOn: on })
    await send(basis.entityTag).catch((error: unknown) => {
      if (!isChangedElsewhere<Address>(error)) throw error
      const current = valuesOf(error.current)
      const fields = conflictingFields(fieldNames, { basis: basis.values, typed, current })
      // Seen now: the next Save replaces what was changed elsewhere with what was typed.
      setBasis((before) => ({ ...before, values: current, entityTag: error.current.etag }))
      if (fields.length > 0) {
        setConflict({ fields, current })
        throw error
      }
      // Nothing this form holds was changed elsewhere: saved on the address as it now is.
      return send(error.current.etag)
    })
  }
  const onSave = async (checked: CheckedAddress) => {
    const address = addressInputOf(checked)
    if (addressId) await changeAddress(addressId, address, checked)
    else await create.mutateAsync(address)
    const state: AddressSavedState = { addressSaved: addressId ? 'changed' : 'added' }
    navigate(listPath, { state })
  }
  const takeCurrentAddress = () => {
    setBasis((before) => ({ ...before, version: before.version + 1 }))
    update.reset()
  }
  const changedElsewhere = isChangedElsewhere(save.error) ? conflict : null
  const failure = save.isError && refusedFields(save.error).length === 0 ? save.error : undefined
  return (
    <AddressForm
      key={basis.version}
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
function conflictRowsOf({ fields, current }: Conflict, locale: string): ChangedElsewhereRow[] {
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
