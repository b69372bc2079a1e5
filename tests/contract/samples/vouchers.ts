import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the voucher service's operations that need path parameters or a body. */
export const vouchersSamples: SampleRequests = {
  getVoucherOffer: { path: '/api/v1/campaigns/offers/SUMMER25' },
}
