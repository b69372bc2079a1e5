// How the key screens look (issue 27): screenshots compared with the baselines in visual.spec.ts-snapshots/, so a
// change in look shows in review. Printbloom GB (en-GB), light scheme, at 375 and 1280 px. What they show does not
// change between runs: the mocks seed the same data, the thumbnails are SVGs drawn from the seed, and the clock is
// pinned (the storage status and the orders' dates count from it). A deliberate change: update the baselines with
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and commit them with it.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const clockAt = '2026-11-24T09:00:00Z'
const widths = [375, 1280]

test.use({ colorScheme: 'light' })

/** The images drawn on the screen have loaded (those further down may load lazily, unseen). */
async function imagesShown(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  )
}

/** What is still loading: the page's loading state, a busy region, a line reserved for a catalogue's name. */
const loading = '.page-loading, [aria-busy="true"], .catalogue-text--pending'

/** Each width's screenshot once the page is drawn: loading gone, images in. No reload between widths. */
async function compareAtBothWidths(page: Page, name: string) {
  await expect(page.locator(loading)).toHaveCount(0)
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.locator(loading)).toHaveCount(0)
    await imagesShown(page)
    await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, {
      animations: 'disabled',
      maxDiffPixelRatio: 0.01,
      // The mock build's QA harness tab is no part of the app.
      mask: [page.locator('aside.harness')],
    })
  }
}

const screens = [
  { name: 'photos', path: '/my-photos/photos', heading: 'My photos' },
  { name: 'order-details', path: '/orders/SO-100001-08', heading: /^Order SO-100001-08/ },
  { name: 'settings', path: '/settings', heading: 'Settings' },
  { name: 'orders', path: '/orders', heading: 'My orders' },
]

for (const { name, path, heading } of screens) {
  test(`${name} at 375 and 1280 px`, async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await compareAtBothWidths(page, name)
  })
}

test('the photo preview at 375 and 1280 px', async ({ page, openApp }) => {
  await openApp({ persona: 'consumer', clockAt })
  await page.locator('.timeline a.photo-cell').first().click()
  await expect(page.getByText(/^Photo 1 of \d+$/)).toBeVisible()
  await compareAtBothWidths(page, 'photo-preview')
})
