// The phone number check without its library: libphonenumber-js (about 12 kB gzip with the storefronts' metadata)
// loads on its own once a form with a phone field is shown (preloadPhoneCheck), not with the page's JS. A check
// asked before it has arrived waits for it (an async zod refinement; react-hook-form's resolver parses async).

type PhoneNumbers = typeof import('./phone-number')

let loaded: PhoneNumbers | undefined
let loading: Promise<PhoneNumbers> | undefined

/** Loads the library once; forms with a phone field call it as they mount, so a submit finds it there. */
export function preloadPhoneCheck(): Promise<PhoneNumbers> {
  loading ??= import('./phone-number').then((module) => {
    loaded = module
    return module
  })
  return loading
}

/**
 * Whether a phone number can be dialled (phone-number.ts): the answer at once when the library is there, else a
 * promise of it.
 */
export function checkPhoneNumber(phoneNumber: string, country: string): boolean | Promise<boolean> {
  if (loaded) return loaded.isValidPhoneNumber(phoneNumber, country)
  return preloadPhoneCheck().then((module) => module.isValidPhoneNumber(phoneNumber, country))
}

/** A valid number in the form it is saved and shown in (phone-number.ts); an empty one stays empty. */
export async function savedPhoneNumber(phoneNumber: string, country: string): Promise<string> {
  if (phoneNumber.trim() === '') return phoneNumber
  const module = loaded ?? (await preloadPhoneCheck())
  return module.internationalPhoneNumber(phoneNumber, country)
}

/**
 * The spec's message (docs/requirements/addresses.md#addresses-validation) as the services send it in a 400's details,
 * word for word.
 */
export const phoneNumberMessage = 'Phone number must be valid'

/** The same message's id in the locales (en-GB word for word, the others translated). */
export const phoneNumberMessageId = 'address.error.phoneNumber'
