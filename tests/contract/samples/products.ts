import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the product service's operations that need path parameters or a body. */
export const productsSamples: SampleRequests = {
  // A consumer's photo book with a PDF (files include purpose product.pdf).
  getProduct: {
    path: '/v1/Products/PR-100001-08-1',
    query: { extendResponseCommand: 'none', extendResponseWithUrls: 'false' },
  },
}
