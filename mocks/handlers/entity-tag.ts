/**
 * A strong entity tag for a stored record: a hash of its JSON, so it changes exactly when the record does
 * (openapi/customers.yaml, components.headers.ETag). FNV-1a, as the service's own: the mocks take no values from the
 * app (check:boundaries), and the handlers also run in the browser, where the Web Crypto digests are asynchronous.
 */
export function entityTagOf(record: unknown): string {
  const text = JSON.stringify(record)
  let hash = 0x811c9dc5
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return `"${(hash >>> 0).toString(36)}-${text.length.toString(36)}"`
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
