import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the delivery service's operations that need path parameters or a body. */
export const deliverySamples: SampleRequests = {
  // The consumer's order dispatched 6 days before the seed epoch (dates with a track-and-trace link).
  getOrderDeliveryDates: { path: '/OrderDeliveryDates/SO-100001-08' },
}
