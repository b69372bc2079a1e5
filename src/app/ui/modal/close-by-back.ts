import { dialogsOf } from './use-back-closes'

/**
 * Closes the top dialog as Back does, then runs `next`: for a dialog's action that replaces the page's address (the
 * photo details panel showing another photo). Replaced while the dialog's history entry is on top, that entry would
 * take the new address and the page's old entry would stay behind it. With no dialog entry on top, `close` closes it
 * and `next` runs at once.
 */
export function closeByBackThen(close: () => void, next: () => void): void {
  if (dialogsOf(window.history.state).length === 0) {
    close()
    next()
    return
  }
  // After the router has heard the same popstate, so the replacement follows its return to the page's entry.
  window.addEventListener('popstate', () => setTimeout(next, 0), { once: true })
  window.history.back()
}
