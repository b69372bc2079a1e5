import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { CloseIcon } from '../icons'
import type { ToastEntry } from './toast-provider'

/** One toast: it closes itself after its duration; the timer pauses while the pointer or focus is on it. */
export default function Toast({ entry, onDismiss }: { entry: ToastEntry; onDismiss: (id: string) => void }) {
  const intl = useIntl()
  const element = useRef<HTMLDivElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  const remaining = useRef(entry.durationMs)
  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => onDismiss(entry.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, entry.id, onDismiss])
  // Pausing is not an interaction of its own, so it listens natively rather than through JSX handlers.
  useEffect(() => {
    const node = element.current
    if (!node) return
    const listeners: [string, () => void][] = [
      ['mouseenter', () => setHovered(true)],
      ['mouseleave', () => setHovered(false)],
      ['focusin', () => setFocused(true)],
      ['focusout', () => setFocused(false)],
    ]
    for (const [type, listener] of listeners) node.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) node.removeEventListener(type, listener)
    }
  }, [])
  return (
    <div
      ref={element}
      className={`toast toast--${entry.kind}`}
      role={entry.kind === 'error' ? 'alert' : 'status'}
    >
      <p className="toast__message">{entry.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={intl.formatMessage({ id: 'toast.close' })}
        onClick={() => onDismiss(entry.id)}
      >
        <CloseIcon size={20} strokeWidth={2.25} />
      </button>
    </div>
  )
}
