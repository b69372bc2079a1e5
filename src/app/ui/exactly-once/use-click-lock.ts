import { type MouseEvent, useCallback, useLayoutEffect, useRef } from 'react'
import { doubleClickMs } from './double-click'

interface Lock {
  at: number
  /** Whether the action has shown itself busy since the click: then the lock holds until it is no longer busy. */
  sawBusy: boolean
}

/**
 * A control that starts an action (a request) takes its first press only, synchronously: the press locks it until
 * the action has been busy and is no longer (its failure can be tried again at once), or, when the action never
 * shows itself busy, for the double-click interval unless something is typed meanwhile. A locked press does
 * nothing, not even a form's submit.
 * docs/decisions/0029-exactly-once.md
 */
export function useClickLock<E extends Element>(
  busy: boolean,
  onClick: ((event: MouseEvent<E>) => void) | undefined,
  /** Whether a click is the second half of the press that made this control appear (useTwinGuard): not a press. */
  isTwin: (event: MouseEvent<E>) => boolean,
): (event: MouseEvent<E>) => void {
  const lock = useRef<Lock | null>(null)
  useLayoutEffect(() => {
    if (!lock.current) return
    if (busy) lock.current.sawBusy = true
    // Done: a retry is taken at once, but not a double-click's second press after an answer that came that fast.
    else if (lock.current.sawBusy) lock.current = { at: lock.current.at, sawBusy: false }
  }, [busy])
  return useCallback(
    (event: MouseEvent<E>) => {
      const now = performance.now()
      const held = lock.current
      if (isTwin(event) || (held && (held.sawBusy || now - held.at < doubleClickMs))) {
        event.preventDefault()
        return
      }
      const taken: Lock = { at: now, sawBusy: busy }
      lock.current = taken
      // Typing between two presses makes the second a new attempt (a corrected field after a refusal), not a
      // double-click: it is taken.
      event.currentTarget.ownerDocument.addEventListener(
        'input',
        () => {
          // (The same press, busy no longer: an answer that came within the interval replaced its lock.)
          if (lock.current?.at === taken.at && !lock.current.sawBusy) lock.current = null
        },
        { once: true, capture: true },
      )
      onClick?.(event)
    },
    [busy, onClick, isTwin],
  )
}
