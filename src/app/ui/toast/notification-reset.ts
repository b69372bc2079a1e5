import { useEffect, useRef, useState } from 'react'

/**
 * The account area's notification state resets after 10 seconds
 * (docs/requirements/shell-and-menu.md#shell-notifications); the photo library's own toasts keep their 5 s
 * (docs/requirements/constants.md#constants-timings).
 */
export const notificationResetMs = 10_000

/**
 * Calls `reset` 10 s after `shown` became true: an inline 'saved' message goes, as a notification would. Like a
 * toast, its clock stops while the pointer (moved onto it) or focus is on the message (the element given to the ref it
 * answers), so a customer reading it keeps it; it runs on with what was left when they move away.
 */
export function useNotificationReset(
  shown: boolean,
  reset: () => void,
): (element: HTMLElement | null) => void {
  const [message, setMessage] = useState<HTMLElement | null>(null)
  const [paused, setPaused] = useState(false)
  const remaining = useRef(notificationResetMs)
  useEffect(() => {
    if (!shown) {
      remaining.current = notificationResetMs
      return
    }
    if (paused) return
    const startedAt = Date.now()
    const timer = setTimeout(reset, remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [shown, paused, reset])
  useEffect(() => {
    if (!message) return
    const on = { pointer: false, focus: false }
    const set = (what: keyof typeof on, value: boolean) => () => {
      on[what] = value
      setPaused(on.pointer || on.focus)
    }
    const listeners: [string, () => void][] = [
      // Moved onto it, not met: the message may appear under a pointer resting where Save was, which would then keep
      // it for ever (a layout change sends pointerenter, never pointermove).
      ['pointermove', set('pointer', true)],
      ['pointerleave', set('pointer', false)],
      ['focusin', set('focus', true)],
      ['focusout', set('focus', false)],
    ]
    for (const [type, listener] of listeners) message.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) message.removeEventListener(type, listener)
      setPaused(false)
    }
  }, [message])
  return setMessage
}

/** The options of an account page's success toast. */
export const successNotification = { kind: 'success', durationMs: notificationResetMs } as const
