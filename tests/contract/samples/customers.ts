import type { SampleRequests } from './sample'

// Seeded address ids are fixed: ad000000-0000-4000-8000-{persona index * 100 + n, 12 digits} (consumer: 1 to 3).

const address = {
  firstName: 'Alex',
  lastName: 'Morgan',
  streetName: 'Baker Street',
  streetNumber: '221b',
  postalCode: 'NW1 6XE',
  city: 'London',
  countryCode: 'GB',
  phoneNumber: '+44 7700 900123',
}

/** Requests the contract suite sends to the customer service's operations that need path parameters or a body. */
export const customersSamples: SampleRequests = {
  updateCustomer: {
    path: '/customers/me',
    body: { firstName: 'Alex', lastName: 'Morgan', phoneNumber: '+44 7700 900123' },
  },
  updateFtpIntegration: {
    path: '/customers/me',
    body: {
      ftpIntegration: { callbackUrl: 'https://studio-example.com/hooks/print-orders', callbackFormat: 'xml' },
    },
    persona: 'b2b-default',
  },
  createAddress: {
    path: '/customers/me/addresses',
    body: { ...address, streetName: 'Oxford Street', streetNumber: '200', postalCode: 'W1D 1NU' },
  },
  updateAddress: {
    path: '/customers/me/addresses/ad000000-0000-4000-8000-000000000001',
    body: { ...address, isDefault: true },
  },
  deleteAddress: { path: '/customers/me/addresses/ad000000-0000-4000-8000-000000000003' },
}
