import { describe, expect, it } from 'vitest'
import { missingBusinessDetails, missingDetailTarget } from './missing-details'
import type { Customer } from './with-customer'

const complete: Customer = {
  accountId: 'a1',
  email: 'jordan@example.com',
  firstName: 'Jordan',
  lastName: 'Visser',
  phoneNumber: '+31 10 555 0199',
  isB2b: true,
  customerStatus: 'Default',
  accountDeleted: false,
  company: { name: 'Studio', vatNumber: 'NL123456789B01', chamberOfCommerceNumber: '12345678' },
  paymentMethod: { method: 'invoice' },
  addresses: [
    {
      firstName: 'Jordan',
      lastName: 'Visser',
      streetName: 'Witte de Withstraat',
      streetNumber: '50',
      postalCode: '3012 BR',
      city: 'Rotterdam',
      countryCode: 'NL',
    },
  ] as Customer['addresses'],
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
}

describe('missingBusinessDetails', () => {
  it('finds nothing missing in a complete business account', () => {
    expect(missingBusinessDetails(complete)).toEqual([])
  })

  it('names each missing detail with the page where it is added, and there its field', () => {
    const { phoneNumber: _phone, paymentMethod: _payment, ...rest } = complete
    expect(missingBusinessDetails({ ...rest, company: { name: 'Studio' }, addresses: [] })).toEqual([
      { key: 'vatNumber', path: '/settings/personal-details', hash: '#vatNumber' },
      {
        key: 'chamberOfCommerceNumber',
        path: '/settings/personal-details',
        hash: '#chamberOfCommerceNumber',
      },
      { key: 'phoneNumber', path: '/settings/personal-details', hash: '#phoneNumber' },
      { key: 'paymentMethod', path: '/settings/payment-method', hash: '' },
      { key: 'address', path: '/settings/b2b/new-address', hash: '' },
    ])
  })

  it('leads to the detail’s field, keeping only the stripped flag of the current address', () => {
    const [detail] = missingBusinessDetails({ ...complete, company: { name: 'Studio', vatNumber: 'NL1' } })
    expect(missingDetailTarget(detail!, '?stripped=true&page=2')).toEqual({
      pathname: '/settings/personal-details',
      search: '?stripped=true',
      hash: '#chamberOfCommerceNumber',
    })
  })
})
