import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Checks that `notice` stays for `ms` and then goes, counted on the page's clock (installed and paused before the
 * action that shows it), however slow the machine: the clock moves in 20 ms steps until the notice shows, so it
 * is seen within a few steps of its start; then it must still be there shortly before `ms` and gone just after.
 */
export async function expectShownFor(page: Page, notice: Locator, ms: number) {
  let steps = 0
  await expect
    .poll(async () => {
      await page.clock.runFor(20)
      steps++
      return notice.isVisible()
    })
    .toBe(true)
  const seenAfter = steps * 20
  await page.clock.runFor(ms - seenAfter - 500)
  await expect(notice).toBeVisible()
  await page.clock.runFor(seenAfter + 1_000)
  await expect(notice).toBeHidden()
}
