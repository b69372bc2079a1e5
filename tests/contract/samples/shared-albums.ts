import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the shared album service's operations that need path parameters or a body. */
export const sharedAlbumsSamples: SampleRequests = {}
