import { doubleClickMs } from './double-click'
import { controlAt, isTwinOf, type Press, pressBeforeLast } from './last-press'

/**
 * Whether a click is the second half of a double press whose first half's control has left the page, landing on
 * another control that took its place: a double-click on a dialog's 'Delete album' whose answer closed the dialog and
 * showed the album list, where the second click would open the album just deleted. docs/decisions/0029-exactly-once.md
 */
export function isStrayTwin(
  first: Press | undefined,
  click: { clientX: number; clientY: number; timeStamp: number },
  control: Element | null,
): boolean {
  if (!first?.control || first.control.isConnected) return false
  if (!control || control === first.control) return false
  return isTwinOf(first, click, doubleClickMs)
}

/** Swallows stray twin clicks page-wide, before any handler or link sees them. */
export function swallowStrayTwinClicks(target: Document = document): void {
  target.addEventListener(
    'click',
    (event) => {
      if (!isStrayTwin(pressBeforeLast(), event, controlAt(event.target))) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
