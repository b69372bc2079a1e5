import { type ApiError, isApiError } from '#app/api/api-error'
import { logError } from '#app/platform/logger'
import { reportTelemetry } from '#app/platform/telemetry/telemetry-queue'

/**
 * Every failed call is logged once, with its correlation id and a path without digits
 * (docs/requirements/errors.md#errors-http), and
 * reported to the deployment's collector when it has one (decision 0034).
 */
export function logFailedCall(failure: unknown): void {
  const error = failedCallIn(failure)
  if (error) {
    const how = error.kind === 'status' ? `status ${error.status}` : error.kind
    logError(`Request failed: ${error.method} ${error.loggablePath} (${how})`, {
      correlationId: error.correlationId,
      operationId: error.operationId,
      kind: error.kind,
      status: error.status,
    })
    reportTelemetry({ kind: 'failed-call', call: error })
  } else {
    logError('Request failed', { error: String(failure) })
  }
}

/**
 * The failed call behind an error: the error itself, or a cause of it (the timeline raises the spec's 'Request failure'
 * with the call as its cause, docs/requirements/errors.md#errors-photo-internal), so its correlation id is never lost.
 */
function failedCallIn(error: unknown): ApiError | undefined {
  let current = error
  for (let depth = 0; depth < 5; depth++) {
    if (isApiError(current)) return current
    if (!(current instanceof Error)) return undefined
    current = current.cause
  }
  return undefined
}
