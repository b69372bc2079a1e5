import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the public configuration service's operations that need path parameters. */
export const publicConfigSamples: SampleRequests = {
  getPublicConfig: { path: '/my.printbloom.co.uk' },
}
