// The address rules of the order service's delivery-address change, with the spec's messages (§5). They are the
// rules the customer service's address book documents, so an address from the book always passes.

export interface AddressFields {
  streetName?: string
  streetNumber?: string
  postalCode?: string
  countryCode: string
  phoneNumber?: string
}

const postalCodes: Record<string, RegExp> = {
  NL: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/,
  BE: /^[0-9]{4}$/,
  AT: /^[0-9]{4}$/,
  DK: /^[0-9]{4}$/,
  NO: /^[0-9]{4}$/,
  DE: /^[0-9]{5}$/,
  FR: /^[0-9]{5}$/,
  IT: /^[0-9]{5}$/,
  ES: /^[0-9]{5}$/,
  SE: /^[0-9]{3} ?[0-9]{2}$/,
  PT: /^[0-9]{4}-[0-9]{3}$/,
  GB: /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/,
  IE: /^[A-Za-z][0-9]{2}[0-9Ww]? ?[A-Za-z0-9]{4}$/,
}

function validPhone(phone: string): boolean {
  const digits = phone.replace(/[^0-9]/g, '').length
  return /^\+?[0-9][0-9 ().-]*$/.test(phone.trim()) && digits >= 8 && digits <= 15
}

function validStreetNumber(number: string | undefined, countryCode: string): boolean {
  if (number === undefined || number.trim() === '') return countryCode === 'GB' || countryCode === 'IE'
  return /^[0-9]{1,5}(?:[A-Za-z]{1,3}|[-/][0-9A-Za-z]{1,5})?$/.test(number.trim())
}

function validStreetName(name: string | undefined): boolean {
  const trimmed = name?.trim() ?? ''
  return trimmed.length >= 2 && trimmed.length <= 100 && /\p{L}/u.test(trimmed)
}

/** Every rule the address breaks, as the spec's messages, in the spec's order. */
export function addressProblems(address: AddressFields): string[] {
  const problems: string[] = []
  if (address.phoneNumber !== undefined && address.phoneNumber !== '' && !validPhone(address.phoneNumber)) {
    problems.push('Phone number must be valid')
  }
  if (!(postalCodes[address.countryCode]?.test(address.postalCode?.trim() ?? '') ?? false)) {
    problems.push('Postal Code must be valid')
  }
  if (!validStreetNumber(address.streetNumber, address.countryCode))
    problems.push('Street number must be valid')
  if (!validStreetName(address.streetName)) problems.push('Street name must be valid')
  return problems
}
