import { type ReactNode, useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { useTwinGuard } from '../exactly-once/use-twin-guard'
import type { Toasts } from '../toast/toast-provider'
import { startUndoWindow, undoWindowMs, type Waiting } from './undo-window'
import './undo-toast.css'

/**
 * Starts a deletion's undo window with its toast: what was deleted and an Undo button, announced politely (a
 * success toast is a status). The window pauses while keyboard focus is in the toast (not on hover, unlike the toast's
 * own timer), so a keyboard user who reaches Undo keeps it; the toast closes when the window does, either way.
 */
export function deleteWithUndo(
  toasts: Toasts,
  {
    message,
    send,
    restore,
    subject,
    windowMs = undoWindowMs,
  }: {
    message: ReactNode
    send: (leaving: boolean) => void
    /** Brings it back (sends nothing); focus is the caller's to place, since the Undo button goes with the toast. */
    restore: () => void
    /** What it is about, for a screen that may make it pointless (waiting-about.ts). */
    subject?: string
    windowMs?: number
  },
): Waiting {
  let toast: string | undefined
  const waiting = startUndoWindow(
    {
      send,
      restore,
      ...(subject === undefined ? {} : { subject }),
      onClosed: () => {
        if (toast !== undefined) toasts.dismiss(toast)
      },
    },
    windowMs,
  )
  // The toast's own timer is only a fallback: the window closes it.
  toast = toasts.show(<UndoToast message={message} waiting={waiting} />, {
    kind: 'success',
    durationMs: windowMs + 1_000,
  })
  return waiting
}

function UndoToast({ message, waiting }: { message: ReactNode; waiting: Waiting }) {
  const anchor = useRef<HTMLSpanElement>(null)
  // The toast may appear where the Delete that started it was: a double-click's second press there is not an Undo
  // (docs/decisions/0029-exactly-once.md).
  const { guarded: undo } = useTwinGuard(() => waiting.undo())
  useEffect(() => {
    const toast = anchor.current?.closest('.toast')
    if (!toast) return
    // Focus only: the pointer often rests where the toast appears (over the toolbar it clicked), and a hover
    // pause would then keep the deletion waiting unseen.
    const listeners: [string, () => void][] = [
      ['focusin', () => waiting.pause()],
      ['focusout', () => waiting.resume()],
    ]
    for (const [type, listener] of listeners) toast.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) toast.removeEventListener(type, listener)
    }
  }, [waiting])
  return (
    <span ref={anchor} className="undo-toast">
      <span>{message}</span>
      <button type="button" className="button button--secondary undo-toast__undo" onClick={undo}>
        <FormattedMessage id="common.undo" />
      </button>
    </span>
  )
}
