import type { ReactNode } from 'react'
import './form.css'

/** How close to the limit a count is announced: the last tenth, and at least the last 10 characters. */
export const nearLimit = (count: number, max: number) => max - count <= Math.max(10, Math.ceil(max / 10))

/**
 * The screen-reader side of a live 'n of N characters' hint. The visible hint is the field's `hint` (tied to it with
 * aria-describedby, so it is read with the field); this polite live region beside the field says the same text only
 * near the limit, so typing a short name is not interrupted at every key. It is always rendered, since a live region
 * must exist before its text changes to be announced.
 */
export function CharacterCountAnnouncement({
  count,
  max,
  children,
}: {
  count: number
  max: number
  /** The same text as the visible hint. */
  children: ReactNode
}) {
  return (
    <span className="visually-hidden" aria-live="polite">
      {nearLimit(count, max) ? children : null}
    </span>
  )
}
