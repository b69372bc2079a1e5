import type { Page } from '@playwright/test'
import { framesDrawn } from '../support/frames'
import { expect, test } from './fixtures'

// How the timeline behaves when parts of it fail, and what it keeps when the customer comes back from the preview.

function timelineOf(page: Page, name = 'Your photos by month') {
  return page.getByRole('region', { name })
}

test.describe('a month whose photos fail to load', () => {
  test.use({ expectedConsoleErrors: /status of 500|Request failed|Request failure/ })

  test('shows its error under its title, and Try again loads its photos', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', scenarios: ['faults:timeline-month-once'] })
    const timeline = timelineOf(page)
    const monthError = timeline.getByRole('alert').first()
    await expect(monthError).toContainText('Error: Your photos could not be loaded')
    await expect(timeline.getByRole('link', { name: /^Taken on / })).toHaveCount(0)
    // Only the error: no loading cells left under it (they are hidden from the accessibility tree, hence the class).
    await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
    await monthError.getByRole('button', { name: 'Try again' }).click()
    await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
  })

  // Issue 43: a failing service fails every month on the screen, and each said so in a box of its own.
  test('months that fail together say so once, and its one Try again loads them all', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', scenarios: ['faults:timeline-month-once'] })
    const timeline = timelineOf(page)
    await expect(timeline.getByRole('alert').first()).toContainText('Error: Your photos could not be loaded')
    const months = timeline.getByRole('heading', { level: 2 })
    expect(await months.count()).toBeGreaterThan(1)
    await expect(timeline.getByRole('alert')).toHaveCount(1)
    await timeline.getByRole('alert').getByRole('button', { name: 'Try again' }).click()
    await expect(timeline.getByRole('alert')).toHaveCount(0)
    const photos = timeline.getByRole('link', { name: /^Taken on / })
    await expect(photos.first()).toBeVisible()
    // Photos of more than one month, from one press.
    const monthsShown = async () =>
      new Set(
        (await photos.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))).map(
          (name) => name.replace(/^Taken on \d+ /, '').replace(/ at .*$/, ''),
        ),
      ).size
    await expect.poll(monthsShown).toBeGreaterThan(1)
  })

  test('says so in the customer’s language (nl-NL)', async ({ page, openApp }) => {
    await openApp({ brand: 'printbloom-nl', persona: 'consumer', scenarios: ['faults:timeline-month-once'] })
    const monthError = timelineOf(page, 'Je foto’s per maand').getByRole('alert').first()
    await expect(monthError).toContainText('Fout: je foto’s konden niet worden geladen')
    await monthError.getByRole('button', { name: 'Opnieuw proberen' }).click()
    await expect(timelineOf(page, 'Je foto’s per maand').getByRole('link').first()).toBeVisible()
  })
})

test.describe('a thumbnail that fails to load', () => {
  test.use({ expectedConsoleErrors: /status of 404/ })

  test('shows a close icon in its cell, and the cell still opens the photo', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', scenarios: ['photos:broken-thumbnails'] })
    const timeline = timelineOf(page)
    await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
    const broken = timeline
      .getByRole('link')
      .filter({ has: page.getByTitle('This photo could not be shown') })
    await expect(broken.first()).toBeVisible()
    const images = timeline.getByRole('link').filter({ has: page.locator('img') })
    await expect(images.first()).toBeVisible()
    await broken.first().click()
    await expect(page).toHaveURL(/\/my-photos\/photos\/preview\//)
  })
})

test('closing the preview brings the timeline back where it was', async ({ page, openApp }) => {
  await openApp({ persona: 'consumer', volume: 'thousands' })
  const timeline = timelineOf(page)
  await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
  for (let step = 0; step < 6; step++) {
    await page.mouse.wheel(0, 900)
    await framesDrawn(page)
  }
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000)
  // A cell on screen, the one a person would tap; found again by its address, as the virtual list re-renders.
  const href = await timeline
    .getByRole('link', { name: /^Taken on / })
    .nth(8)
    .getAttribute('href')
  const cell = timeline.locator(`a[href="${href}"]`)
  await cell.scrollIntoViewIfNeeded()
  const scrolledTo = await page.evaluate(() => window.scrollY)
  await cell.click()
  await expect(page).toHaveURL(/\/preview\//)
  await expect(page.getByTestId('photo-preview-stage').getByRole('img')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5)
  await expect(cell).toBeInViewport()
})
