import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the content service's operations that need path parameters or a body. */
export const contentSamples: SampleRequests = {
  getCampaign: { path: '/v1/Campaign/christmas' },
}
