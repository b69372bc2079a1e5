import { isApiError } from '#app/api/api-error'
import { FailureReference as Reference } from '#app/ui/failure-reference'

/** The failed call's reference, when the failure is a service's answer that carries one. */
export function FailureReference({ error }: { error: unknown }) {
  if (!isApiError(error) || !error.correlationId) return null
  return <Reference correlationId={error.correlationId} className="orders__reference" />
}
