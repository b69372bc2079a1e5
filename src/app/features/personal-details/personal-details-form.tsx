import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { phoneNumberMessage, preloadPhoneCheck, savedPhoneNumber } from '#app/addresses/phone-check'
import { refusedFieldsOf } from '#app/api/refused-fields'
import { fieldOfHash } from '#app/customer/field-hash'
import { missingBusinessDetails } from '#app/customer/missing-details'
import { type FieldConflict, type FormBasis, saveOnBasis } from '#app/customer/save-on-basis'
import { usePlatform } from '#app/platform/platform-context'
import { isChangedElsewhere } from '#app/queries/changed-elsewhere'
import type { TaggedCustomer } from '#app/queries/customers/customer'
import { useUpdateCustomer } from '#app/queries/customers/customer-writes'
import { Button } from '#app/ui/button'
import { ErrorState } from '#app/ui/error-state'
import { ChangedElsewhereNotice } from '#app/ui/form/changed-elsewhere-notice'
import { ErrorSummary, problemsOf } from '#app/ui/form/error-summary'
import { KeptDraftNotice } from '#app/ui/form/kept-draft-notice'
import { TextField } from '#app/ui/form/text-field'
import { useCheckedForm } from '#app/ui/form/use-checked-form'
import { useKeptDraft } from '#app/ui/form/use-kept-draft'
import { useNotificationReset } from '#app/ui/toast/notification-reset'
import {
  type PersonalDetails,
  type PersonalDetailsValues,
  personalDetailsMessages,
  personalDetailsSchema,
} from './personal-details-schema'

/** The service's answer to details it refuses: the spec's phone message in `details` (400). */
const refusedPhoneNumber = (error: unknown) =>
  refusedFieldsOf(error, { phoneNumber: phoneNumberMessage }).length > 0

const valuesOf = (customer: TaggedCustomer): PersonalDetailsValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  phoneNumber: customer.phoneNumber ?? '',
  companyName: customer.company?.name ?? '',
  vatNumber: customer.company?.vatNumber ?? '',
  chamberOfCommerceNumber: customer.company?.chamberOfCommerceNumber ?? '',
})

const detailsOf = (values: PersonalDetails, isB2b: boolean) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  ...(values.phoneNumber ? { phoneNumber: values.phoneNumber } : {}),
  ...(isB2b
    ? {
        company: {
          name: values.companyName,
          ...(values.vatNumber ? { vatNumber: values.vatNumber } : {}),
          ...(values.chamberOfCommerceNumber
            ? { chamberOfCommerceNumber: values.chamberOfCommerceNumber }
            : {}),
        },
      }
    : {}),
})

/**
 * The company's numbers and the phone number a business account in the Default status still lacks: their fields say
 * they are needed to complete it (what its status banner asks for), not 'optional'. Saving without them stays possible.
 */
const neededOf = (customer: TaggedCustomer) =>
  new Set(
    customer.isB2b && customer.customerStatus === 'Default'
      ? missingBusinessDetails(customer).map((detail) => detail.key)
      : [],
  )

/** What is kept of the form when the session ends: the values typed, and what they were typed on. */
interface PersonalDetailsDraft {
  values: PersonalDetailsValues
  basis: FormBasis<PersonalDetailsValues>
}

/** The customer as the form's basis: its details, and its entity tag. */
const basisOf = (customer: TaggedCustomer): FormBasis<PersonalDetailsValues> => ({
  values: valuesOf(customer),
  entityTag: customer.entityTag,
})

const fieldNames = [
  'firstName',
  'lastName',
  'phoneNumber',
  'companyName',
  'vatNumber',
  'chamberOfCommerceNumber',
] as const satisfies readonly (keyof PersonalDetailsValues)[]

/**
 * The personal details form: checked on submit (summary linked to the fields, the spec's phone message), saved
 * with PUT /customers/me; a success is said, a refusal is put at its field, and any failure keeps what was typed.
 * An address whose hash names a field (#chamberOfCommerceNumber, from the status banner) arrives with it focused.
 * The save goes only if the details are still as the form was filled from (decision 0059): changed elsewhere, the
 * fields changed there are shown with their values now, and the next Save replaces them with what was typed.
 */
export function PersonalDetailsForm({ customer }: { customer: TaggedCustomer }) {
  const intl = useIntl()
  const { brand } = usePlatform()
  const { hash } = useLocation()
  const save = useUpdateCustomer()
  // What the form holds, kept if the session ends while it is open, and put back after signing in (decision 0061).
  const kept = useKeptDraft('personal-details', (): PersonalDetailsDraft => ({ values: getValues(), basis }))
  // The customer the form's values were taken from, whose entity tag the save sends.
  const [basis, setBasis] = useState(kept?.basis ?? basisOf(customer))
  const [conflict, setConflict] = useState<FieldConflict<PersonalDetailsValues> | null>(null)
  const savedMessage = useNotificationReset(save.isSuccess, save.reset)
  useEffect(() => void preloadPhoneCheck(), [])
  const schema = useMemo(
    () => personalDetailsSchema({ country: brand.country, isB2b: customer.isB2b }),
    [brand.country, customer.isB2b],
  )
  const {
    register,
    getValues,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, submitCount, isDirty },
  } = useCheckedForm<PersonalDetailsValues, PersonalDetails>(schema, {
    defaultValues: basis.values,
  })
  // What was kept goes back in before the first paint, as changes to the customer it was typed on.
  useLayoutEffect(() => {
    if (kept) reset(kept.values, { keepDefaultValues: true })
  }, [kept, reset])
  // The field the address names takes the focus once, when the form shows (or the hash changes).
  useEffect(() => {
    const field = fieldOfHash(hash)
    if (field && (field === 'phoneNumber' || customer.isB2b)) setFocus(field)
  }, [hash, customer.isB2b, setFocus])
  const needed = neededOf(customer)
  const companyHint = (name: 'vatNumber' | 'chamberOfCommerceNumber') =>
    needed.has(name) ? { hint: <FormattedMessage id="personalDetails.needed" /> } : {}
  const ids = {
    firstName: useId(),
    lastName: useId(),
    phoneNumber: useId(),
    companyName: useId(),
    vatNumber: useId(),
    chamberOfCommerceNumber: useId(),
  }
  const describe = (message: string) => intl.formatMessage({ id: message })
  const errorOf = (name: keyof PersonalDetailsValues) => {
    const message = errors[name]?.message
    return message ? describe(message) : undefined
  }
  const submit = handleSubmit(async (values) => {
    const phoneNumber = values.phoneNumber && (await savedPhoneNumber(values.phoneNumber, brand.country))
    const details = detailsOf({ ...values, phoneNumber }, customer.isB2b)
    try {
      const saved = await saveOnBasis({
        basis,
        typed: values,
        fields: fieldNames,
        send: (basedOn) => save.mutateAsync({ details, basedOn }),
        basisOf,
        onSeen: setBasis,
        onConflict: setConflict,
      })
      // What was saved becomes the form's starting point, so 'saved' shows until the next change.
      const next = basisOf(saved)
      setBasis(next)
      reset(next.values)
    } catch (error) {
      if (refusedPhoneNumber(error)) setError('phoneNumber', { message: personalDetailsMessages.phoneNumber })
    }
  })
  const changedElsewhere = isChangedElsewhere(save.error) ? conflict : null
  const takeCurrentDetails = () => {
    reset(basis.values)
    save.reset()
  }
  const field = (name: keyof PersonalDetailsValues, extra: Record<string, unknown> = {}) => ({
    id: ids[name],
    label: <FormattedMessage id={`personalDetails.${name}`} />,
    error: errorOf(name),
    ...extra,
    ...register(name),
  })
  return (
    <form className="form-stack" noValidate onSubmit={submit}>
      {kept && !save.isSuccess ? <KeptDraftNotice /> : null}
      <ErrorSummary problems={problemsOf(errors, ids, describe)} submitCount={submitCount} />
      <TextField {...field('firstName', { autoComplete: 'given-name' })} />
      <TextField {...field('lastName', { autoComplete: 'family-name' })} />
      <TextField
        {...field('phoneNumber', {
          type: 'tel',
          autoComplete: 'tel',
          // A business account that lacks one is asked for it (its status banner): not 'optional' then.
          ...(needed.has('phoneNumber')
            ? {
                label: <FormattedMessage id="personalDetails.phoneNumber.needed" />,
                hint: (
                  <>
                    <FormattedMessage id="personalDetails.needed" />{' '}
                    <FormattedMessage id="personalDetails.phoneNumber.hint" />
                  </>
                ),
              }
            : { hint: <FormattedMessage id="personalDetails.phoneNumber.hint" /> }),
        })}
      />
      {customer.isB2b ? (
        <fieldset className="personal-details__company">
          <legend>
            <FormattedMessage id="personalDetails.company" />
          </legend>
          <TextField {...field('companyName', { autoComplete: 'organization' })} />
          <TextField {...field('vatNumber', companyHint('vatNumber'))} />
          <TextField {...field('chamberOfCommerceNumber', companyHint('chamberOfCommerceNumber'))} />
        </fieldset>
      ) : null}
      {changedElsewhere ? (
        <ChangedElsewhereNotice
          rows={changedElsewhere.fields.map((name) => ({
            key: name,
            // The phone number's own label says 'optional', which has no place in a list of what is saved.
            label: (
              <FormattedMessage
                id={name === 'phoneNumber' ? 'personalDetails.phoneNumber.needed' : `personalDetails.${name}`}
              />
            ),
            value: changedElsewhere.current[name] ?? '',
          }))}
          onUseCurrent={takeCurrentDetails}
        />
      ) : save.isError && !refusedPhoneNumber(save.error) ? (
        <ErrorState message={<FormattedMessage id="error.default" />} />
      ) : null}
      {save.isSuccess && !isDirty ? (
        <p ref={savedMessage} className="form-saved" role="status">
          <FormattedMessage id="personalDetails.saved" />
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        <FormattedMessage id="personalDetails.save" />
      </Button>
    </form>
  )
}
