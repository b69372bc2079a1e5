import type { SampleRequests } from './sample'

// Personas' identities are mock/mock-{persona id}; the known confirmation tokens are in mocks/db/collections/account.ts.
// Deletion and e-mail change are confirmed for personas other than the consumer, so the consumer's customer data
// stays in place for the customer service's samples.

/** Requests the contract suite sends to the identity service's operations that need path parameters or a body. */
export const identitySamples: SampleRequests = {
  requestAccountDeletion: {
    path: '/v2/identities/mock/mock-consumer/deleteaccount',
    body: { channel: 'printbloom-gb' },
  },
  confirmAccountDeletion: {
    path: '/v2/identities/mock/mock-participant/deleteaccount/delete-account-participant/actions/confirm',
    persona: 'participant',
  },
  requestEmailChange: {
    path: '/v2/identities/mock/mock-consumer/emailchanges',
    body: { email: 'alex.morgan.2026@example.com', channel: 'printbloom-gb' },
  },
  confirmEmailChange: {
    path: '/v2/identities/mock/mock-shared-album-owner/emailchanges/change-email-shared-album-owner/actions/confirm',
    persona: 'shared-album-owner',
  },
}
