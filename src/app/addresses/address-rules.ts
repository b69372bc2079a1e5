import { postcodeValidator } from 'postcode-validator'
import { addressFormats, type CountryCode } from './countries'
import { checkPhoneNumber } from './phone-check'

// The address rules of the customer and order services (openapi/customers.yaml createAddress): the phone number and
// postal code by the same libraries the mocks use, the street's rules as the contract words them.

/** The postal code as the services keep it: trimmed, in capitals ('1016 gv' is '1016 GV'). */
export const normalizedPostalCode = (postalCode: string) => postalCode.trim().toUpperCase()

/** How a country writes a postal code that has two parts, for one typed without its space or hyphen. */
const postalCodeForms: Partial<Record<CountryCode, [RegExp, string]>> = {
  GB: [/^([A-Z0-9]{2,4})\s*(\d[A-Z]{2})$/, '$1 $2'],
  IE: [/^([A-Z0-9]{3})\s*([A-Z0-9]{4})$/, '$1 $2'],
  NL: [/^(\d{4})\s*([A-Z]{2})$/, '$1 $2'],
  SE: [/^(\d{3})\s*(\d{2})$/, '$1 $2'],
  PT: [/^(\d{4})\s*-?\s*(\d{3})$/, '$1-$2'],
}

/**
 * The postal code as its country writes it ('1012lg' in the Netherlands is '1012 LG', 'SW1A2AA' is 'SW1A 2AA'), so
 * the addresses a customer types read like those of the shop; a code that fits no form is only normalised.
 */
export function writtenPostalCode(postalCode: string, country: CountryCode): string {
  const code = normalizedPostalCode(postalCode)
  const form = postalCodeForms[country]
  return form ? code.replace(form[0], form[1]) : code
}

export function isValidPostalCode(postalCode: string, country: CountryCode): boolean {
  return postcodeValidator(writtenPostalCode(postalCode, country), country)
}

const streetNumberPattern = /^\d{1,5}( ?[A-Z]{1,3}| ?[-/] ?\d{1,5}[A-Z]?)?$/i

/** 1 to 5 digits with an addition (12a, 12-14, 3/2); left out only where houses have names (GB, IE). */
export function isValidStreetNumber(streetNumber: string, country: CountryCode): boolean {
  const number = streetNumber.trim()
  return number === '' ? addressFormats[country].numberOptional : streetNumberPattern.test(number)
}

/** 2 to 100 characters with at least one letter. */
export function isValidStreetName(streetName: string): boolean {
  const street = streetName.trim()
  return street.length >= 2 && street.length <= 100 && /\p{L}/u.test(street)
}

/** A phone number, when given, that can be dialled from the address's country (or in international form). */
export function isValidAddressPhoneNumber(
  phoneNumber: string,
  country: CountryCode,
): boolean | Promise<boolean> {
  return phoneNumber.trim() === '' || checkPhoneNumber(phoneNumber, country)
}
