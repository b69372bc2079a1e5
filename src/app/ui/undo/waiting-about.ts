/** A deletion in its undo window (undo-window.ts). */
export interface Waiting {
  /** Takes the deletion back if it has not been sent; answers whether it did. */
  undo: () => boolean
  /** Sends it now if it is still waiting (its Undo closed, the page left). */
  sendNow: () => void
  /** Stops and restarts the window's clock (the customer is on the Undo). */
  pause: () => void
  resume: () => void
  /** Closes the window sending nothing and restoring nothing: what it would send has become pointless. */
  drop: () => void
}

/**
 * What the deletion waiting in its undo window is about (an album's photos), kept apart from the window
 * (undo-window.ts) so that a screen which may make it pointless, an album's deletion, asks without loading the
 * window's code: if the window was never loaded, nothing waits.
 */
let current: { subject: string; waiting: Waiting } | null = null

export function rememberWaiting(subject: string | undefined, waiting: Waiting): void {
  current = subject === undefined ? null : { subject, waiting }
}

export function forgetWaiting(waiting: Waiting): void {
  if (current?.waiting === waiting) current = null
}

/** The deletion waiting in its window about `subject`, if one is. */
export function waitingAbout(subject: string): Waiting | undefined {
  return current?.subject === subject ? current.waiting : undefined
}
