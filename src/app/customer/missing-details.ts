import { href } from '#app/routes'
import type { Customer } from './with-customer'

/** A detail a business account lacks, and the settings page where it is added. */
export interface MissingDetail {
  key: 'vatNumber' | 'chamberOfCommerceNumber' | 'phoneNumber' | 'paymentMethod' | 'address'
  path: string
}

/**
 * What a business customer in the Default status has yet to give (the spec: Default 'asks to complete
 * additional details'; which ones, the spec leaves open): the company's VAT and Chamber of Commerce numbers and a
 * phone number (personal details), how they pay, and an address.
 */
export function missingBusinessDetails(customer: Customer): MissingDetail[] {
  const missing: MissingDetail[] = []
  const personalDetails = href('personalDetails')
  if (!customer.company?.vatNumber) missing.push({ key: 'vatNumber', path: personalDetails })
  if (!customer.company?.chamberOfCommerceNumber)
    missing.push({ key: 'chamberOfCommerceNumber', path: personalDetails })
  if (!customer.phoneNumber) missing.push({ key: 'phoneNumber', path: personalDetails })
  if (!customer.paymentMethod) missing.push({ key: 'paymentMethod', path: href('paymentMethod') })
  if (customer.addresses.length === 0) missing.push({ key: 'address', path: href('addAddressB2b') })
  return missing
}
