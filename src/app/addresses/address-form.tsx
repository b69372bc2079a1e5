import { type ReactNode, useEffect, useId, useLayoutEffect, useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Button } from '#app/ui/button'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { KeptDraftNotice } from '#app/ui/form/kept-draft-notice'
import { SelectField } from '#app/ui/form/select-field'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { useKeptDraft } from '#app/ui/form/use-kept-draft'
import { type AddressValues, addressMessageIds, addressSchema, type CheckedAddress } from './address-schema'
import { addressFormats, isStorefrontCountry, storefrontCountries } from './countries'
import { preloadPhoneCheck, savedPhoneNumber } from './phone-check'
import { refusedFields } from './refused-fields'
import './address-form.css'

export interface AddressFormProps {
  /** The starting values: `emptyAddress(brand.country)` for a new one, `valuesOf(saved)` to change one. */
  initial: AddressValues
  /** Sends the checked address; a rejection with the spec's messages (400) puts them at their fields. */
  onSave: (address: CheckedAddress) => Promise<unknown>
  busy: boolean
  submitLabel: ReactNode
  /** The address book's 'use as my default address' checkbox label; without it there is none. */
  defaultChoiceLabel?: ReactNode
  /** Above the buttons: the request's failure or success, as the caller words it. */
  status?: ReactNode
  /** Beside the submit button (Cancel). */
  actions?: ReactNode
  /**
   * Names the form for keeping what was typed if the session ends while it is open, put back after signing in again
   * on this page (decision 0061). Without it nothing is kept.
   */
  draftId?: string
}

type FieldName = Exclude<keyof AddressValues, 'isDefault'>

/**
 * One postal address, laid out as its country writes it (number before or after the street, postcode before or
 * after the town, 'Postcode' or 'Eircode'), checked on submit by that country's rules with an error summary linked
 * to the fields. What was typed stays on every failure: the form is never reset here.
 */
export function AddressForm({
  initial,
  onSave,
  busy,
  submitLabel,
  defaultChoiceLabel,
  status,
  actions,
  draftId,
}: AddressFormProps) {
  const intl = useIntl()
  const kept = useKeptDraft(draftId, (): AddressValues => getValues())
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    watch,
    formState: { errors, submitCount },
  } = useCheckedForm<AddressValues, CheckedAddress>(addressSchema, {
    defaultValues: initial,
  })
  // What was kept goes back in before the first paint, as changes to the address it was typed on.
  useLayoutEffect(() => {
    if (kept) reset(kept, { keepDefaultValues: true })
  }, [kept, reset])
  const baseId = useId()
  useEffect(() => void preloadPhoneCheck(), [])
  const country = watch('countryCode')
  const format = addressFormats[isStorefrontCountry(country) ? country : 'NL']
  // In the order they are laid out, so the error summary lists the problems top to bottom.
  const street: FieldName[] = format.numberBeforeStreet
    ? ['streetNumber', 'streetName']
    : ['streetName', 'streetNumber']
  const town: FieldName[] = format.postalCodeAfterCity ? ['city', 'postalCode'] : ['postalCode', 'city']
  const fieldNames: FieldName[] = [
    'firstName',
    'lastName',
    'companyName',
    'countryCode',
    ...street,
    'additionalInfo',
    ...town,
    'phoneNumber',
  ]
  const ids = Object.fromEntries(fieldNames.map((name) => [name, `${baseId}-${name}`])) as Record<
    FieldName,
    string
  >
  const countryNames = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'region' }), [intl.locale])
  const countryOptions = useMemo(
    () =>
      storefrontCountries
        .map((code) => ({ value: code, label: countryNames.of(code) ?? code }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [countryNames, intl.locale],
  )

  const describe = (message: string) => intl.formatMessage({ id: message })
  const field = (name: FieldName, extra: Record<string, unknown> = {}) => {
    const message = errors[name]?.message
    return {
      id: ids[name],
      label: <FormattedMessage id={`address.${name}`} />,
      error: message ? describe(message) : undefined,
      ...extra,
      ...register(name),
    }
  }
  const optionalHint = <FormattedMessage id="address.optional" />

  const streetName = <TextField {...field('streetName', { autoComplete: 'address-line1' })} />
  const number = (
    <TextField
      {...field('streetNumber', {
        label: (
          <FormattedMessage
            id={format.numberOptional ? 'address.houseNumberOrName' : 'address.streetNumber'}
          />
        ),
        hint: format.numberOptional ? optionalHint : undefined,
      })}
    />
  )
  const postalCode = (
    <TextField
      {...field('postalCode', {
        label: <FormattedMessage id={format.postalCodeLabel} />,
        hint: <FormattedMessage id="address.example" values={{ example: format.postalCodeExample }} />,
        autoComplete: 'postal-code',
      })}
    />
  )
  const city = <TextField {...field('city', { autoComplete: 'address-level2' })} />

  const submit = handleSubmit(async (address) => {
    try {
      const phoneNumber =
        address.phoneNumber && (await savedPhoneNumber(address.phoneNumber, address.countryCode))
      await onSave({ ...address, phoneNumber })
    } catch (error) {
      // The spec's messages go to their fields; the caller shows any other failure through `status`.
      for (const name of refusedFields(error)) setError(name, { message: addressMessageIds[name] })
    }
  })

  return (
    <form className="form-stack address-form" noValidate onSubmit={submit}>
      {kept && submitCount === 0 ? <KeptDraftNotice /> : null}
      <ErrorSummary problems={problemsOf(errors, ids, describe)} submitCount={submitCount} />
      <div className="address-form__row">
        <TextField {...field('firstName', { autoComplete: 'given-name' })} />
        <TextField {...field('lastName', { autoComplete: 'family-name' })} />
      </div>
      <TextField {...field('companyName', { hint: optionalHint, autoComplete: 'organization' })} />
      <SelectField {...field('countryCode', { autoComplete: 'country' })} options={countryOptions} />
      {format.numberBeforeStreet ? (
        <div className="address-form__row address-form__row--short-first">
          {number}
          {streetName}
        </div>
      ) : (
        <div className="address-form__row address-form__row--short-last">
          {streetName}
          {number}
        </div>
      )}
      <TextField {...field('additionalInfo', { hint: optionalHint, autoComplete: 'address-line2' })} />
      {format.postalCodeAfterCity ? (
        <div className="address-form__row address-form__row--short-last">
          {city}
          {postalCode}
        </div>
      ) : (
        <div className="address-form__row address-form__row--short-first">
          {postalCode}
          {city}
        </div>
      )}
      <TextField
        {...field('phoneNumber', {
          type: 'tel',
          autoComplete: 'tel',
          hint: <FormattedMessage id="address.phoneNumber.hint" />,
        })}
      />
      {defaultChoiceLabel ? (
        <label className="address-form__default">
          <input type="checkbox" {...register('isDefault')} />
          {defaultChoiceLabel}
        </label>
      ) : null}
      {status}
      <div className="address-form__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  )
}
