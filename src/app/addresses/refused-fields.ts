import { isApiError } from '#app/api/api-error'
import { serviceMessages } from './address-schema'

export type RefusableField = keyof typeof serviceMessages

/**
 * The fields a service refused in a 400, from the spec's messages in its `details` (account-area §5); empty for any
 * other failure, which the form's caller shows as a failure of the request.
 */
export function refusedFields(error: unknown): RefusableField[] {
  if (!isApiError(error) || error.status !== 400) return []
  let details: unknown
  try {
    details = (JSON.parse(error.responseText) as { details?: unknown }).details
  } catch {
    return []
  }
  if (!Array.isArray(details)) return []
  return (Object.entries(serviceMessages) as [RefusableField, string][])
    .filter(([, message]) => details.includes(message))
    .map(([field]) => field)
}
