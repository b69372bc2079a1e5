import { type MouseEvent, useCallback, useState } from 'react'
import { doubleClickMs } from './double-click'
import { isTwinOf, lastPress } from './last-press'

/**
 * A control that appeared under a press ignores that press's twin: a double-click on 'Send' whose answer put
 * 'Use another address' where 'Send' was does not press it. docs/decisions/0029-exactly-once.md
 */
export function useTwinGuard<E extends Element>(
  onClick: ((event: MouseEvent<E>) => void) | undefined,
): { isTwin: (event: MouseEvent<E>) => boolean; guarded: (event: MouseEvent<E>) => void } {
  // The press that was the latest when this control appeared.
  const [appearedAfter] = useState(lastPress)
  const isTwin = useCallback(
    (event: MouseEvent<E>) => isTwinOf(appearedAfter, event, doubleClickMs),
    [appearedAfter],
  )
  const guarded = useCallback(
    (event: MouseEvent<E>) => {
      if (isTwin(event)) {
        event.preventDefault()
        return
      }
      onClick?.(event)
    },
    [isTwin, onClick],
  )
  return { isTwin, guarded }
}
