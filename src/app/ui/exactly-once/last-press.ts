/** Where the latest pointer press was, and when: a control that appears under it may ignore that press's twin. */
export interface Press {
  x: number
  y: number
  at: number
}

let last: Press | undefined

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      last = { x: event.clientX, y: event.clientY, at: performance.now() }
    },
    { capture: true },
  )
}

export function lastPress(): Press | undefined {
  return last
}

/**
 * Whether a click is the second half of the press that made its control appear (a double-click on Delete landing
 * on the Undo that took its place): the same spot, within the double-click interval.
 */
export function isTwinOf(
  press: Press | undefined,
  click: { clientX: number; clientY: number },
  withinMs: number,
) {
  if (!press || (press.x === 0 && press.y === 0)) return false // no position: a synthetic press
  return (
    performance.now() - press.at < withinMs &&
    Math.abs(click.clientX - press.x) <= 4 &&
    Math.abs(click.clientY - press.y) <= 4
  )
}
