import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the e-mail gateway's operations that need path parameters or a body. */
export const emailGatewaySamples: SampleRequests = {
  // The valid token is optin- + the address's local part in lower case.
  confirmSubscription: {
    path: '/api/v1/Profiles/alex.morgan@example.com/subscription/confirm/optin-alex.morgan',
  },
}
