import { type CountryCode, isValidPhoneNumber as isValidNumber } from 'libphonenumber-js/min'

/**
 * Whether a phone number is one that can be dialled, by libphonenumber's rules (Google's metadata): in
 * international form (+31 …) for any country, or in the national form of `country` (the storefront's). Loaded only
 * by the pages with a phone field, never by the entry.
 */
export function isValidPhoneNumber(phoneNumber: string, country: string): boolean {
  return isValidNumber(phoneNumber.trim(), country.toUpperCase() as CountryCode)
}

/** The spec's message (account-area §5) as the services send it in a 400's details, word for word. */
export const phoneNumberMessage = 'Phone number must be valid'

/** The same message's id in the locales (en-GB word for word, the others translated). */
export const phoneNumberMessageId = 'address.error.phoneNumber'
