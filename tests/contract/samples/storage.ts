import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the storage service's operations that need path parameters or a body. */
export const storageSamples: SampleRequests = {}
