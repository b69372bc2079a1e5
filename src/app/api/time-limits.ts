import type { OperationIndexes } from '../../generated/operations'

type OperationId = {
  [Service in keyof OperationIndexes]: keyof OperationIndexes[Service] & string
}[keyof OperationIndexes]

/**
 * How long a call may take before it fails as a `timeout`, like a 500: the screen shows its failure message with
 * Try again (decision 0030). One default, and a limit per operation where one call is slow by nature (preparing an
 * archive, a PDF, an upload; uploads go by XMLHttpRequest, upload-photo.ts).
 */
export const defaultTimeLimitMs = 15_000

/**
 * The fetches that are no service call (platform/time-limited-fetch.ts), from the same table: the app's own files
 * that load before anything shows (config.json, the locale's messages), whole; a file saved to the device (a photo,
 * an archive of any size), by its longest silence while it arrives; a batch of telemetry, whole.
 */
export const ownFileTimeLimitMs = defaultTimeLimitMs
export const fileDownloadSilenceLimitMs = 60_000
export const telemetryTimeLimitMs = defaultTimeLimitMs
/** How long a write waits for the browser to be back online before it fails (decision 0058). */
export const offlineWriteWaitMs = 60_000

const operationTimeLimitsMs: Partial<Record<OperationId, number>> = {
  createDownload: 60_000,
  createSharedAlbumDownload: 60_000,
  createBackup: 60_000,
  deletePhotos: 60_000,
  deleteAllPhotos: 60_000,
  getHistoricalInvoicePdf: 60_000,
  getInvoiceGroupFile: 60_000,
  getMyProductPdf: 60_000,
  // My orders waits for the campaigns of its cut-off notice (decision 0047): a slow cut-off service holds the orders
  // back this long at most, then the notice is left out.
  getCampaign: 5_000,
  // One photo's upload (XMLHttpRequest, for its progress): 20 MB at 0.5 Mbit/s takes about 5 minutes.
  uploadPhoto: 10 * 60_000,
}

/** One photo's upload. */
export const uploadTimeLimitMs = operationTimeLimitsMs.uploadPhoto!

/** A service call's limit: its operation's, or the default. */
export function timeLimitFor(operationId: string | undefined): number {
  return (operationId && operationTimeLimitsMs[operationId as OperationId]) || defaultTimeLimitMs
}
