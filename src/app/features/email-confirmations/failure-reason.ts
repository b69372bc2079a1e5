import { isApiError } from '#app/api/api-error'

/**
 * Why a confirmation failed, carried to the error page as `?reason=`: the link itself (no token, or a token the
 * service does not know for this customer: used, expired or someone else's) or anything else (left unsaid).
 */
export type FailureReason = 'missing-link' | 'link-not-valid' | undefined

export function failureReasonOf(error: unknown): FailureReason {
  return isApiError(error) && (error.status === 404 || error.status === 400) ? 'link-not-valid' : undefined
}

/** The error page's address: its path, the reason and the 'stripped' flag of the link. */
export function errorTarget(
  pathname: string,
  reason: FailureReason,
  extra: URLSearchParams = new URLSearchParams(),
) {
  const search = new URLSearchParams(extra)
  if (reason) search.set('reason', reason)
  const query = search.toString()
  return { pathname, search: query ? `?${query}` : '' }
}
