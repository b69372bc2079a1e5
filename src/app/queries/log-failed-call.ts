import { type ApiError, isApiError } from '#app/api/api-error'
import { logError } from '#app/platform/logger'
import { OfflineError } from '#app/platform/network-status'
import { reportTelemetry } from '#app/platform/telemetry/telemetry-queue'

/**
 * Every failed call is logged once, with its correlation id and a path without digits
 * (docs/requirements/errors.md#errors-http), and
 * reported to the deployment's collector when it has one (decision 0034). What the device's being offline caused
 * is not logged.
 */
export function logFailedCall(failure: unknown): void {
  // A write that gave up waiting for the network sent nothing, and a call lost because the device went offline is no
  // service's failure: the page says so (decision 0058), and the log and telemetry keep to what the services did.
  if (failure instanceof OfflineError) return
  const error = failedCallIn(failure)
  if (error?.kind === 'network' && globalThis.navigator?.onLine === false) return
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
