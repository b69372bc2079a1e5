// The address rules of both the customer service's address book and the order service's delivery-address change, with
// the spec's messages (docs/requirements/addresses.md#addresses-validation): an address from the book always passes
// the order check. The phone number and postal code are checked by the libraries the app uses (libphonenumber-js,
// postcode-validator), so the app and the service agree by construction;
// src/app/addresses/address-rules-agree.test.ts holds them to it.
import { isValidPhoneNumber as isDialable, type CountryCode as PhoneCountry } from 'libphonenumber-js/core'
import { postcodeValidator } from 'postcode-validator'
import { phoneMetadata } from '../../src/generated/phone-metadata'
import type { CountryCode } from '../db/collections/account'

const isDialableIn = (phone: string, country: CountryCode) =>
  isDialable(phone, country as PhoneCountry, phoneMetadata)

/** The spec's address messages (docs/requirements/addresses.md#addresses-validation), word for word. */
export const addressMessages = {
  phoneNumber: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  streetNumber: 'Street number must be valid',
  streetName: 'Street name must be valid',
} as const

/** Countries where a house may have a name instead of a number. */
const streetNumberOptional: ReadonlySet<CountryCode> = new Set(['GB', 'IE'])

const streetNumberPattern = /^\d{1,5}( ?[A-Z]{1,3}| ?[-/] ?\d{1,5}[A-Z]?)?$/i
const phoneCharacters = /^\+?[\d\s().-]+$/

/**
 * Whether a customer's own phone number (already known to be non-empty) is valid: 8 to 15 digits, + only in front.
 * The customer record has no country to read it in, so this stays looser than an address's phone rule.
 */
export function isValidPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return phoneCharacters.test(phone.trim()) && digits >= 8 && digits <= 15
}

export interface AddressFields {
  streetName?: string | undefined
  streetNumber?: string | undefined
  postalCode?: string | undefined
  countryCode: string
  phoneNumber?: string | undefined
}

const storefrontCountries: ReadonlySet<string> = new Set('BE DE NL GB NO FR SE AT IE IT DK ES PT'.split(' '))

function isCountryCode(code: string): code is CountryCode {
  return storefrontCountries.has(code)
}

/** The spec's messages for every rule the address breaks, in the spec's order; empty when it is valid. */
export function addressProblems(address: AddressFields): string[] {
  const problems: string[] = []
  const phone = address.phoneNumber?.trim() ?? ''
  const country = isCountryCode(address.countryCode) ? address.countryCode : undefined
  if (phone && !(country && isDialableIn(phone, country))) problems.push(addressMessages.phoneNumber)
  const postalCode = (address.postalCode ?? '').trim().toUpperCase()
  if (!country || !postcodeValidator(postalCode, country)) problems.push(addressMessages.postalCode)
  const number = address.streetNumber?.trim() ?? ''
  const numberValid = number
    ? streetNumberPattern.test(number)
    : country !== undefined && streetNumberOptional.has(country)
  if (!numberValid) problems.push(addressMessages.streetNumber)
  const street = (address.streetName ?? '').trim()
  if (street.length < 2 || street.length > 100 || !/\p{L}/u.test(street))
    problems.push(addressMessages.streetName)
  return problems
}
