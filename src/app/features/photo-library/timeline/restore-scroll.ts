import type { ScrollPosition } from './scroll-position'

const maxFrames = 30
const userScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls the window back to a saved position. The page may still be settling (the list's width, the banner above
 * it), so it tries again on the next frames until the position holds, and stops as soon as the customer scrolls.
 */
export function restoreScroll([x, y]: ScrollPosition, target: Window = window): void {
  let frames = 0
  let cancelled = false
  const cancel = () => {
    cancelled = true
    for (const type of userScrollEvents) target.removeEventListener(type, cancel)
  }
  for (const type of userScrollEvents) target.addEventListener(type, cancel, { passive: true, once: true })
  const attempt = () => {
    if (cancelled) return
    target.scrollTo(x, y)
    frames += 1
    if (Math.abs(target.scrollY - y) <= 1 || frames >= maxFrames) cancel()
    else target.requestAnimationFrame(attempt)
  }
  attempt()
}
