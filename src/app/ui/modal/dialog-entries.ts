/**
 * The history entries of open dialogs (use-back-closes.ts): history.state's list of the dialogs whose entries lead to
 * the current one (oldest first). Apart from the hook, so the app's start reads it without the hook's code.
 */
export const dialogStateKey = 'openDialogs'

export function dialogsOf(state: unknown): string[] {
  const dialogs =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[dialogStateKey] : undefined
  return Array.isArray(dialogs) ? (dialogs as string[]) : []
}

/**
 * A reload with a dialog open leaves its entry behind, and no dialog to close: Back would then only step to the same
 * page. The app goes back past such entries as it starts, so the next Back goes where the customer came from.
 */
export function leaveDialogEntriesOfLastLoad(): void {
  const stale = dialogsOf(window.history.state).length
  if (stale > 0) window.history.go(-stale)
}
