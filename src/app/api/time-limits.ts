import type { OperationIndexes } from '../../generated/operations'
import type { OpenApiServiceName } from '../../generated/services'

type OperationId = {
  [Service in keyof OperationIndexes]: keyof OperationIndexes[Service] & string
}[keyof OperationIndexes]

/**
 * How long a call may take before it fails as a `timeout`, like a 500: the screen shows its failure message with
 * Try again (decision 0030). One default, a limit per service where its answers are slow by nature, and per
 * operation where one call is (preparing an archive, a PDF, an upload; uploads go by XMLHttpRequest, upload-photo.ts).
 */
export const defaultTimeLimitMs = 15_000

const serviceTimeLimitsMs: Partial<Record<OpenApiServiceName, number>> = {}

const operationTimeLimitsMs: Partial<Record<OperationId, number>> = {
  createDownload: 60_000,
  createSharedAlbumDownload: 60_000,
  createBackup: 60_000,
  deletePhotos: 60_000,
  deleteAllPhotos: 60_000,
  getHistoricalInvoicePdf: 60_000,
  getInvoiceGroupFile: 60_000,
  getMyProductPdf: 60_000,
  // One photo's upload (XMLHttpRequest, for its progress): 20 MB at 0.5 Mbit/s takes about 5 minutes.
  uploadPhoto: 10 * 60_000,
}

/** One photo's upload. */
export const uploadTimeLimitMs = operationTimeLimitsMs.uploadPhoto!

export function timeLimitFor(
  service: OpenApiServiceName | 'merchandise',
  operationId: string | undefined,
): number {
  return (
    (operationId && operationTimeLimitsMs[operationId as OperationId]) ||
    (service !== 'merchandise' && serviceTimeLimitsMs[service]) ||
    defaultTimeLimitMs
  )
}
