import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the A/B target provider. */
export const abTargetSamples: SampleRequests = {
  getOffer: { path: '/v1/offers/CRO-1304', query: { sessionId: 'session-1234' } },
}
