/**
 * The history entries of open dialogs (use-back-closes.ts): history.state's list of the dialogs whose entries lead to
 * the current one (oldest first), kept by ui/modal/use-back-closes.ts.
 */
export const dialogStateKey = 'openDialogs'

export function dialogsOf(state: unknown): string[] {
  const dialogs =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[dialogStateKey] : undefined
  return Array.isArray(dialogs) ? (dialogs as string[]) : []
}

let lastLoadLeft = false

/**
 * A reload with a dialog open leaves its entry behind, and no dialog to close: Back would then only step to the same
 * page. Once after the load's first paint (after-first-paint.ts: no byte of it before the first thumbnails), the app
 * goes back past such entries, so the next Back goes where the customer came from; not if a dialog is open by then.
 */
export function leaveDialogEntriesOfLastLoad(): void {
  if (lastLoadLeft) return
  lastLoadLeft = true
  const stale = dialogsOf(window.history.state).length
  if (stale > 0 && !document.querySelector('dialog[open]')) window.history.go(-stale)
}
