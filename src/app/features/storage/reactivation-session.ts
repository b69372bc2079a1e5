/**
 * The session key that stops the reactivation modal from opening again in the same session
 * (docs/requirements/storage-period.md#storage-period-reactivation-modal,
 * docs/requirements/constants.md#constants-local-storage).
 */
export const reactivationShownKey = 'reactivationModalShown'

/**
 * Marks the reactivation modal as shown for this session and answers whether it may open now, i.e. whether it
 * had not been shown yet. Without session storage (blocked by the browser) it opens every time.
 */
export function claimReactivationModal(storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    if (storage.getItem(reactivationShownKey) === 'true') return false
    storage.setItem(reactivationShownKey, 'true')
  } catch {
    // Storage unavailable: better to show the warning again than never.
  }
  return true
}
