import type { MissingDetail } from '#app/customer/missing-details'
import { missingDetailsStorageKey } from './remembered-missing-details'

/** Kept for the next visit; none missing (or another status) forgets them. */
export function rememberMissingDetails(storage: Storage | undefined, keys: readonly MissingDetail['key'][]) {
  try {
    if (keys.length === 0) storage?.removeItem(missingDetailsStorageKey)
    else storage?.setItem(missingDetailsStorageKey, JSON.stringify(keys))
  } catch {
    // Storage full or blocked: the place keeps a first visit's size.
  }
}
