// The address rules of both the customer service's address book and the order service's delivery-address
// change, with the spec's messages (account-area §5): an address from the book always passes the order check.
import type { CountryCode } from '../db/collections/account'

/** The spec's address messages (§5), word for word. */
export const addressMessages = {
  phoneNumber: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  streetNumber: 'Street number must be valid',
  streetName: 'Street name must be valid',
} as const

const postalCodes: Record<CountryCode, RegExp> = {
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  SE: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  IE: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
}

/** Countries where a house may have a name instead of a number. */
const streetNumberOptional: ReadonlySet<CountryCode> = new Set(['GB', 'IE'])

const streetNumberPattern = /^\d{1,5}( ?[A-Z]{1,3}| ?[-/] ?\d{1,5}[A-Z]?)?$/i
const phoneCharacters = /^\+?[\d\s().-]+$/

/** Whether a phone number (already known to be non-empty) is valid: 8 to 15 digits, + only in front. */
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

function isCountryCode(code: string): code is CountryCode {
  return code in postalCodes
}

/** The spec's messages for every rule the address breaks, in the spec's order; empty when it is valid. */
export function addressProblems(address: AddressFields): string[] {
  const problems: string[] = []
  const phone = address.phoneNumber?.trim() ?? ''
  if (phone && !isValidPhoneNumber(phone)) problems.push(addressMessages.phoneNumber)
  const country = isCountryCode(address.countryCode) ? address.countryCode : undefined
  if (!country || !postalCodes[country].test((address.postalCode ?? '').trim()))
    problems.push(addressMessages.postalCode)
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
