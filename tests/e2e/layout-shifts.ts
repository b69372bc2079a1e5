import type { Page } from '@playwright/test'

/**
 * Layout shifts (PerformanceObserver 'layout-shift', without recent input) from the page heading's first paint on:
 * call before opening the page; the function it returns reads their sum.
 */
export async function recordShiftsAfterHeading(page: Page) {
  await page.addInitScript(() => {
    const record = { headingSeen: false, shift: 0 }
    Object.assign(window, { __layoutShifts: record })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (record.headingSeen && !entry.hadRecentInput) record.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
    const watch = () => {
      if (document.querySelector('main h1')) record.headingSeen = true
      else requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShifts: { shift: number } }).__layoutShifts.shift)
}
