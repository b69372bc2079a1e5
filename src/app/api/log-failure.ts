import { logError } from '#app/platform/logger'
import { isApiError } from './api-error'

/** Every failed call is logged once, with its correlation id and a path without digits (spec account-area §8). */
export function logFailedCall(error: unknown): void {
  if (isApiError(error)) {
    logError(`Request failed: ${error.method} ${error.loggablePath} (status ${error.status})`, {
      correlationId: error.correlationId,
      status: error.status,
    })
  } else {
    logError('Request failed', { error: String(error) })
  }
}
