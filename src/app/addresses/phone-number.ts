import {
  type CountryCode,
  isValidPhoneNumber as isValidNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/core'
import { phoneMetadata } from '../../generated/phone-metadata'

/**
 * Whether a phone number is one that can be dialled, by libphonenumber's rules (Google's metadata, kept to the
 * storefronts' 13 countries: src/generated/phone-metadata.ts): in international form (+31 …) for any of them, or
 * in the national form of `country`. Loaded on its own through phone-check.ts, never with a page's JS.
 */
export function isValidPhoneNumber(phoneNumber: string, country: string): boolean {
  return isValidNumber(phoneNumber.trim(), country.toUpperCase() as CountryCode, phoneMetadata)
}

/**
 * The number as every saved one is shown: international form, grouped as its country writes it (020 7946 0018 in
 * Great Britain becomes +44 20 7946 0018). A number that cannot be read stays as typed.
 */
export function internationalPhoneNumber(phoneNumber: string, country: string): string {
  const parsed = parsePhoneNumberFromString(
    phoneNumber.trim(),
    country.toUpperCase() as CountryCode,
    phoneMetadata,
  )
  return parsed?.isValid() ? parsed.formatInternational() : phoneNumber
}
