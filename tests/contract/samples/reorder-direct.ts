import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the reorder-direct service's operations that need path parameters or a body. */
export const reorderDirectSamples: SampleRequests = {
  reorderDirect: { path: '/', query: { OrderCode: 'SO-100001-08' } },
}
