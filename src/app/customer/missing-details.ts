import type { To } from 'react-router'
import { strippedQuery } from '#app/platform/navigation'
import { href } from '#app/routes'
import { fieldHash } from './field-hash'
import type { MissingDetailKey } from './missing-detail-keys'
import type { Customer } from './with-customer'

/**
 * A detail a business account lacks, the settings page where it is added and, on personal details, the hash that
 * focuses its field there (field-hash.ts; '' for a page of its own).
 */
export interface MissingDetail {
  key: MissingDetailKey
  path: string
  hash: string
}

/** Where a link to a missing detail leads: its page, with the current 'stripped' flag, at its field. */
export const missingDetailTarget = (detail: MissingDetail, currentSearch: string): To => ({
  pathname: detail.path,
  search: strippedQuery(currentSearch),
  hash: detail.hash,
})

/**
 * What a business customer in the Default status has yet to give (the spec: Default 'asks to complete
 * additional details'; which ones, the spec leaves open): the company's VAT and Chamber of Commerce numbers and a
 * phone number (personal details), how they pay, and an address.
 */
export function missingBusinessDetails(customer: Customer): MissingDetail[] {
  const missing: MissingDetail[] = []
  const personalDetails = href('personalDetails')
  const atField = (key: 'vatNumber' | 'chamberOfCommerceNumber' | 'phoneNumber') =>
    missing.push({ key, path: personalDetails, hash: fieldHash(key) })
  if (!customer.company?.vatNumber) atField('vatNumber')
  if (!customer.company?.chamberOfCommerceNumber) atField('chamberOfCommerceNumber')
  if (!customer.phoneNumber) atField('phoneNumber')
  if (!customer.paymentMethod) missing.push({ key: 'paymentMethod', path: href('paymentMethod'), hash: '' })
  if (customer.addresses.length === 0) missing.push({ key: 'address', path: href('addAddressB2b'), hash: '' })
  return missing
}
