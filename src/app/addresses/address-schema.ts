// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'
import { optionalText, requiredText, singleLineText } from '#app/ui/form/text-rules'
import {
  isValidAddressPhoneNumber,
  isValidPostalCode,
  isValidStreetName,
  isValidStreetNumber,
  normalizedPostalCode,
  writtenPostalCode,
} from './address-rules'
import { type CountryCode, isStorefrontCountry } from './countries'
import { phoneNumberMessage, phoneNumberMessageId } from './phone-check'

/**
 * Message ids of the address checks: the spec's four (docs/requirements/addresses.md#addresses-validation) and the
 * required fields'.
 */
export const addressMessageIds = {
  phoneNumber: phoneNumberMessageId,
  postalCode: 'address.error.postalCode',
  streetNumber: 'address.error.streetNumber',
  streetName: 'address.error.streetName',
  firstName: 'address.error.firstName',
  lastName: 'address.error.lastName',
  city: 'address.error.city',
  countryCode: 'address.error.countryCode',
  tooLong: 'address.error.tooLong',
} as const

/** The spec's texts as the services send them in a 400's details, by the field they are about. */
export const serviceMessages = {
  phoneNumber: phoneNumberMessage,
  postalCode: 'Postal Code must be valid',
  streetNumber: 'Street number must be valid',
  streetName: 'Street name must be valid',
} as const

const required = (message: string, max: number) => requiredText(message, max, addressMessageIds.tooLong)
const optional = (max: number) => optionalText(max, addressMessageIds.tooLong)

/**
 * A postal address as the address book and an order's delivery address take it (the contracts' AddressInput and
 * Address), checked by the rules of its own country: the country is a field, so the postal code, street number and
 * phone number are checked once it is known.
 */
const checkedAddress = z
  .object({
    firstName: required(addressMessageIds.firstName, 100),
    lastName: required(addressMessageIds.lastName, 100),
    companyName: optional(200),
    streetName: optional(200),
    streetNumber: optional(20),
    additionalInfo: optional(200),
    postalCode: z.pipe(
      z.string().check(z.trim(), singleLineText(), z.maxLength(20, { error: addressMessageIds.tooLong })),
      z.transform(normalizedPostalCode),
    ),
    city: required(addressMessageIds.city, 100),
    countryCode: z.string().check(z.refine(isStorefrontCountry, { error: addressMessageIds.countryCode })),
    phoneNumber: optional(30),
    /** The address book's 'use as my default address'; an order's delivery address has none. */
    isDefault: z.boolean(),
  })
  .check(
    z.superRefine(
      (address, context) => {
        const country = address.countryCode
        if (!isStorefrontCountry(country)) return
        const problem = (path: keyof typeof serviceMessages) =>
          context.addIssue({ code: 'custom', path: [path], message: addressMessageIds[path] })
        if (!isValidPostalCode(address.postalCode ?? '', country)) problem('postalCode')
        if (!isValidStreetNumber(address.streetNumber ?? '', country)) problem('streetNumber')
        if (!isValidStreetName(address.streetName ?? '')) problem('streetName')
        // At once when the phone library is there (preloadPhoneCheck), else once it has arrived (async parse).
        const phoneValid = isValidAddressPhoneNumber(address.phoneNumber ?? '', country)
        if (typeof phoneValid === 'boolean') {
          if (!phoneValid) problem('phoneNumber')
          return
        }
        return phoneValid.then((valid) => {
          if (!valid) problem('phoneNumber')
        })
      },
      // Also when a name is missing: the summary then lists every problem at once, not one round at a time.
      { when: () => true },
    ),
  )

/** The address checked, then its postal code written as its country writes it (address-rules.ts). */
export const addressSchema = z.pipe(
  checkedAddress,
  z.transform((address) =>
    isStorefrontCountry(address.countryCode)
      ? { ...address, postalCode: writtenPostalCode(address.postalCode, address.countryCode) }
      : address,
  ),
)

/** What the form holds while the customer types. */
export type AddressValues = z.input<typeof addressSchema>
/** What the schema passes: trimmed, the postal code in capitals and in its country's form. */
export type CheckedAddress = z.output<typeof addressSchema>

export const emptyAddress = (countryCode: string): AddressValues => ({
  firstName: '',
  lastName: '',
  companyName: '',
  streetName: '',
  streetNumber: '',
  additionalInfo: '',
  postalCode: '',
  city: '',
  countryCode,
  phoneNumber: '',
  isDefault: false,
})

type AddressOptional = 'companyName' | 'additionalInfo' | 'phoneNumber' | 'streetNumber'

/** The postal address as the services take it: optional fields left empty are left out. */
export type PostalAddress = Omit<CheckedAddress, AddressOptional | 'isDefault' | 'countryCode'> &
  Partial<Pick<CheckedAddress, AddressOptional>> & { countryCode: CountryCode }

export function postalAddressOf({ isDefault: _, ...address }: CheckedAddress): PostalAddress {
  const optional = (name: AddressOptional) => (address[name] ? { [name]: address[name] } : {})
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    streetName: address.streetName,
    postalCode: address.postalCode,
    city: address.city,
    countryCode: address.countryCode as CountryCode,
    ...optional('companyName'),
    ...optional('streetNumber'),
    ...optional('additionalInfo'),
    ...optional('phoneNumber'),
  }
}

/** A saved address (the book's or an order's) as the form's starting values. */
export function valuesOf(
  address: Partial<PostalAddress> & { countryCode: string; isDefault?: boolean },
): AddressValues {
  return { ...emptyAddress(address.countryCode), ...address, isDefault: address.isDefault ?? false }
}
