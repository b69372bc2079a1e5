import { isApiError } from '#app/api/api-error'
import type { RequestState } from '#app/platform/downloads/request-state'

/**
 * The request state of one action (docs/requirements/entities.md#entities-request-state), from its mutation:
 * NotRequested, InProgress, Finished, Failed.
 */
export function requestStateOf(mutation: {
  status: 'idle' | 'pending' | 'success' | 'error'
  error: unknown
}): RequestState {
  switch (mutation.status) {
    case 'idle':
      return { status: 'NotRequested' }
    case 'pending':
      return { status: 'InProgress' }
    case 'success':
      return { status: 'Finished' }
    case 'error':
      return { status: 'Failed', correlationId: correlationIdOf(mutation.error) }
  }
}

/** The failed call's correlation id, for the customer to quote to customer care. */
export function correlationIdOf(error: unknown): string | undefined {
  return isApiError(error) && error.correlationId ? error.correlationId : undefined
}

/** Whether the service refused the request itself (4xx), rather than failing (5xx, no answer). */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500
}
