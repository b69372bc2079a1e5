import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the order service's operations that need path parameters or a body. */
export const ordersSamples: SampleRequests = {
  listMySuperorders: {
    path: '/v2/superorders/me',
    query: { Offset: '0', Limit: '100', OrderState: 'notExpired' },
  },
  // The consumer's order in production (pickup point, three products).
  getSuperorder: { path: '/v1/superorders/SO-100001-10' },
  // The consumer's order awaiting payment: its address changes at once (200).
  updateSuperorderDeliveryAddress: {
    path: '/v1/superorders/SO-100001-13/deliveryAddress',
    body: {
      address: {
        firstName: 'Alex',
        lastName: 'Morgan',
        streetName: 'Vondelstraat',
        streetNumber: '18',
        postalCode: '1054 GE',
        city: 'Amsterdam',
        countryCode: 'NL',
        phoneNumber: '+31 20 765 4321',
      },
    },
  },
  listOrdersByAccount: {
    path: '/orders/byAccount/100001',
    query: {
      articleNames: 'PhotobookA4Landscape,PhotobookSquare30,PhotobookXLLayFlat',
      offset: '0',
      limit: '10',
    },
  },
  getOrder: { path: '/v1/Orders/PR-100001-10-1' },
  refreshProductVoucher: { path: '/v1/Orders/PR-100001-08-1/voucher/refresh' },
}
