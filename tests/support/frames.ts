import type { Page } from '@playwright/test'

/** Resolves once the page has drawn two more frames: what a scroll or a gesture changed is on screen. */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))),
  )
}

/**
 * Resolves once the page's scroll position holds still across two frames: a wheel scrolls smoothly, on after the
 * event, and on a busy machine long after what it revealed became visible.
 */
export async function scrollSettled(page: Page): Promise<void> {
  for (let last = Number.NaN; ; ) {
    const now = await page.evaluate(() => window.scrollY)
    if (now === last) return
    last = now
    await framesDrawn(page)
  }
}
