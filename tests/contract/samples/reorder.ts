import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the reorder service's operations that need path parameters or a body. */
export const reorderSamples: SampleRequests = {
  getReorderStatus: { path: '/reorder/status/SO-100001-08' },
}
