import type { MissingDetailKey } from '#app/customer/missing-detail-keys'
import { missingDetailsStorageKey } from './remembered-missing-details'

/** Kept for the next visit; none missing (or another status) forgets them. */
export function rememberMissingDetails(storage: Storage | undefined, keys: readonly MissingDetailKey[]) {
  try {
    if (keys.length === 0) storage?.removeItem(missingDetailsStorageKey)
    else storage?.setItem(missingDetailsStorageKey, JSON.stringify(keys))
  } catch {
    // Storage full or blocked: the place keeps a first visit's size.
  }
}
