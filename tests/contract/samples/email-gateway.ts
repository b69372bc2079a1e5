import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the e-mail gateway's operations that need path parameters or a body. */
export const emailGatewaySamples: SampleRequests = {}
