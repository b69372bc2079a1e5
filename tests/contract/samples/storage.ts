import { anonymousUploadIds, seededUploadId } from '../../../mocks/db/collections/storage'
import type { SampleRequests } from './sample'

/** The consumer's account id (the first persona's, see mocks/db/database.ts) and one of its seeded uploads. */
const consumerAccountId = '100001'

/** Requests the contract suite sends to the storage service's operations that need path parameters or a body. */
export const storageSamples: SampleRequests = {
  getUpload: { path: `/uploads/${seededUploadId('consumer', 0)}`, query: { accountId: consumerAccountId } },
  getAnonymousUploads: { path: '/getanonymousuploads', body: [...anonymousUploadIds, 'not-an-upload'] },
  // The suite sends JSON bodies: this answers 415, the documented answer to a body that is not multipart.
  uploadPhoto: { path: '/uploads', query: { accountId: consumerAccountId } },
}
