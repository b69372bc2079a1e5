import { type CountryCode, isValidPhoneNumber as isValidNumber } from 'libphonenumber-js/core'
import { phoneMetadata } from '../../generated/phone-metadata'

/**
 * Whether a phone number is one that can be dialled, by libphonenumber's rules (Google's metadata, kept to the
 * storefronts' 13 countries: src/generated/phone-metadata.ts): in international form (+31 …) for any of them, or
 * in the national form of `country`. Loaded only by the pages with a phone field, never by the entry.
 */
export function isValidPhoneNumber(phoneNumber: string, country: string): boolean {
  return isValidNumber(phoneNumber.trim(), country.toUpperCase() as CountryCode, phoneMetadata)
}

/** The spec's message (account-area §5) as the services send it in a 400's details, word for word. */
export const phoneNumberMessage = 'Phone number must be valid'

/** The same message's id in the locales (en-GB word for word, the others translated). */
export const phoneNumberMessageId = 'address.error.phoneNumber'
