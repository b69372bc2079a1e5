/**
 * Where the latest pointer press was, and when: a control that appears under it may ignore that press's twin.
 * `at` is the event's own time stamp (when the press happened), not when a busy page got round to handling it.
 */
export interface Press {
  x: number
  y: number
  at: number
  /** The control the press landed on (a link, a button, a field …), if any. */
  control?: Element | null
}

const controls = 'a[href], button, [role="button"], [role="link"], input, select, textarea, label, summary'

/** The control an event on `target` acts on, if any. */
export function controlAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(controls) : null
}

let last: Press | undefined
let beforeLast: Press | undefined

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      beforeLast = last
      last = { x: event.clientX, y: event.clientY, at: event.timeStamp, control: controlAt(event.target) }
    },
    { capture: true },
  )
}

export function lastPress(): Press | undefined {
  return last
}

/** The press before the latest: for a click, the first half of a double press whose second half it is. */
export function pressBeforeLast(): Press | undefined {
  return beforeLast
}

/**
 * Whether a click is the second half of the press that made its control appear (a double-click on Delete landing
 * on the Undo that took its place): the same spot, within the double-click interval. The interval is measured
 * between the two events' time stamps: on a slow device the page may handle the second press long after it
 * happened, while it renders the answer to the first.
 */
export function isTwinOf(
  press: Press | undefined,
  click: { clientX: number; clientY: number; timeStamp: number },
  withinMs: number,
) {
  if (!press || (press.x === 0 && press.y === 0)) return false // no position: a synthetic press
  return (
    click.timeStamp - press.at < withinMs &&
    Math.abs(click.clientX - press.x) <= 4 &&
    Math.abs(click.clientY - press.y) <= 4
  )
}
