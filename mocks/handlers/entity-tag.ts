import { contentKey } from '../../src/app/api/content-key'

/**
 * A strong entity tag for a stored record: a key of its JSON, so it changes exactly when the record does
 * (openapi/customers.yaml, components.headers.ETag).
 */
export function entityTagOf(record: unknown): string {
  return `"${contentKey(JSON.stringify(record))}"`
}

/**
 * Whether a request's If-Match lets a change of the record with this tag go ahead: no If-Match, `*`, or a list
 * naming the tag (strong comparison, RFC 9110 13.1.1). Otherwise the service answers 412.
 */
export function ifMatchAllows(request: Request, currentTag: string): boolean {
  const ifMatch = request.headers.get('If-Match')
  if (ifMatch === null) return true
  return ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === currentTag)
}
