/**
 * A short key of a text: FNV-1a over its UTF-16 code units, with its length. Synchronous, so a caller need not await
 * between choosing a request's key and sending it; not cryptographic, which a key of the caller's own content needs
 * not be.
 */
export function contentKey(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`
}
