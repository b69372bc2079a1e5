import { type MouseEvent, useCallback, useLayoutEffect, useRef } from 'react'
import { doubleClickMs } from './double-click'
// Starts watching presses as soon as any button that writes is on screen.
import './last-press'

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
): (event: MouseEvent<E>) => void {
  const lock = useRef<Lock | null>(null)
  useLayoutEffect(() => {
    if (!lock.current) return
    if (busy) lock.current.sawBusy = true
    else if (lock.current.sawBusy) lock.current = null
  }, [busy])
  return useCallback(
    (event: MouseEvent<E>) => {
      const now = performance.now()
      const held = lock.current
      if (held && (held.sawBusy || now - held.at < doubleClickMs)) {
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
          if (lock.current === taken && !taken.sawBusy) lock.current = null
        },
        { once: true, capture: true },
      )
      onClick?.(event)
    },
    [busy, onClick],
  )
}
