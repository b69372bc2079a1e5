import { isApiError } from '#app/api/api-error'
import { logError } from '#app/platform/logger'
import { reportTelemetry } from '#app/platform/telemetry/telemetry-queue'

/**
 * Every failed call is logged once, with its correlation id and a path without digits
 * (docs/requirements/errors.md#errors-http), and
 * reported to the deployment's collector when it has one (decision 0034).
 */
export function logFailedCall(error: unknown): void {
  if (isApiError(error)) {
    const how = error.kind === 'status' ? `status ${error.status}` : error.kind
    logError(`Request failed: ${error.method} ${error.loggablePath} (${how})`, {
      correlationId: error.correlationId,
      operationId: error.operationId,
      kind: error.kind,
      status: error.status,
    })
    reportTelemetry({ kind: 'failed-call', call: error })
  } else {
    logError('Request failed', { error: String(error) })
  }
}
