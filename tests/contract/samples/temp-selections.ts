import type { SampleRequests } from './sample'

// Seeded at volume 'few' (mocks/db/collections/photo-library.ts): the consumer's temporary selection and photo IMG_1002.
const consumerSelection = '68c8019a-1af2-40c8-a328-d0c10093e197'
const consumerPhoto = 'e3e90600-73e0-498c-abac-1011d9623ab5'

/** Requests the contract suite sends to the temporary selection service's operations that need path parameters or a body. */
export const tempSelectionsSamples: SampleRequests = {
  createTempSelection: { path: '/temp-selections', body: { photoIds: [consumerPhoto] } },
  getTempSelection: { path: `/temp-selections/${consumerSelection}` },
}
