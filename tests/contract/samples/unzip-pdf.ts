import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the unzip-pdf service's operations that need path parameters or a body. */
export const unzipPdfSamples: SampleRequests = {
  getMyProductPdf: { path: '/v1/pdf/me/PR-100001-08-1' },
}
