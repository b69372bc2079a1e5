import type { Page } from '@playwright/test'

/** Resolves once the page has drawn two more frames: what a scroll or a gesture changed is on screen. */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn()))),
  )
}
