import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the content service (cut-off)'s operations that need path parameters or a body. */
export const contentSamples: SampleRequests = {}
