import { useEffect, useId, useLayoutEffect, useRef } from 'react'

/** history.state's list of the dialogs whose entries lead to the current one (oldest first). */
const dialogStateKey = 'openDialogs'

export function dialogsOf(state: unknown): string[] {
  const dialogs =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[dialogStateKey] : undefined
  return Array.isArray(dialogs) ? (dialogs as string[]) : []
}

let lastLoadLeft = false

/**
 * A reload with a dialog open leaves its entry behind, and no dialog to close: Back would then only step to the same
 * page. Once after the load's first paint (the shell loads this module then, never before the first thumbnails), the
 * app goes back past such entries, so the next Back goes where the customer came from.
 */
export function leaveDialogEntriesOfLastLoad(): void {
  if (lastLoadLeft) return
  lastLoadLeft = true
  const dialogs = dialogsOf(window.history.state)
  // Not once the customer has opened one (the menu panel, a dialog): its own entry is on top then, while it is open
  // and while, closed, it takes that entry back itself (a moment later), which going back here too would make two
  // steps, out of the page.
  if (openDialogs.size > 0 || dialogs.some((dialog) => openedThisLoad.has(dialog))) return
  if (dialogs.length > 0) window.history.go(-dialogs.length)
}

/** Dialogs open now, so one that closed and opened again (React's StrictMode does this) keeps its entry. */
const openDialogs = new Set<string>()
/** Every dialog this load has opened. */
const openedThisLoad = new Set<string>()

/** Dialogs whose closing has stepped back past their entry, the popstate not come yet. */
const takingBack = new Set<string>()

/** history.state with this dialog's entry on top of the ones it leads from. */
function entryOf(id: string) {
  return { ...(window.history.state ?? {}), [dialogStateKey]: [...dialogsOf(window.history.state), id] }
}

/**
 * Back closes the top dialog (issue 28): opening pushes a history entry at the same address, Back pops it and
 * closes the dialog, the page stays where it was. Closed any other way (its button, Escape, its action), the dialog
 * takes its entry back, so none is left behind, unless a navigation has put its own entry on top (the router pushes
 * it as the navigation starts): going back would undo that navigation. Back on a dialog that may not be dismissed
 * (its request running) leaves the page, as Back did before the dialog. A link to the page never opens a dialog: the
 * entry holds only its id.
 */
export function useBackCloses({
  open,
  dismissible,
  onClose,
}: {
  open: boolean
  dismissible: boolean
  onClose: () => void
}) {
  const id = useId()
  const latest = useRef({ dismissible, onClose })
  useEffect(() => {
    latest.current = { dismissible, onClose }
  })

  // Before the dialog is painted: once it shows, Back closes it (a Back pressed between the paint and a passive effect
  // left the page, as a browser test on a loaded machine met).
  useLayoutEffect(() => {
    if (!open) return
    openDialogs.add(id)
    openedThisLoad.add(id)
    // An entry on top that its last closing is taking back gets pushed again once it has gone (below).
    if (dialogsOf(window.history.state).at(-1) !== id) window.history.pushState(entryOf(id), '')
    // Its entry is gone: Back closed the dialog, or left the page while it could not close.
    let entryGone = false
    const onPopState = () => {
      if (entryGone || dialogsOf(window.history.state).includes(id)) return
      entryGone = true
      if (latest.current.dismissible) {
        latest.current.onClose()
      } else {
        // It cannot close while its request runs: Back then does what it did before the dialog, and leaves the page
        // (the request's outcome is said where the customer is, as any late failure is).
        window.history.back()
      }
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      openDialogs.delete(id)
      if (entryGone) return
      // After this task: a navigation started by the same click has pushed its entry by then.
      setTimeout(() => {
        const ownEntryOnTop = dialogsOf(window.history.state).at(-1) === id
        if (!ownEntryOnTop || openDialogs.has(id) || takingBack.has(id)) return
        // Opened again before the step back has happened (a key pressed twice quickly): its entry, which it found
        // still on top, comes back, before its own listener, added since, takes the step for Back. Closed again
        // meanwhile, it does not step back a second time, out of the page.
        takingBack.add(id)
        window.addEventListener(
          'popstate',
          () => {
            takingBack.delete(id)
            if (openDialogs.has(id)) window.history.pushState(entryOf(id), '')
          },
          { once: true },
        )
        window.history.back()
      }, 0)
    }
  }, [open, id])
}
