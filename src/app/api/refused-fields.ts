import { isApiError } from './api-error'

/**
 * The fields a service refused in a 400, from the texts its `details` holds (the spec's messages, e.g. 'Postal Code
 * must be valid'), given each field's text; empty for any other failure, which the caller shows as the request's.
 */
export function refusedFieldsOf<Field extends string>(
  error: unknown,
  messages: Record<Field, string>,
): Field[] {
  if (!isApiError(error) || error.status !== 400) return []
  let details: unknown
  try {
    details = (JSON.parse(error.responseText) as { details?: unknown }).details
  } catch {
    return []
  }
  if (!Array.isArray(details)) return []
  return (Object.keys(messages) as Field[]).filter((field) => details.includes(messages[field]))
}
