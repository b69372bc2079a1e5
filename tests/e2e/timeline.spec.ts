import type { Locator, Page } from '@playwright/test'
import { framesDrawn } from '../support/frames'
import { expect, test } from './fixtures'

function timelineOf(page: Page) {
  return page.getByRole('region', { name: 'Your photos by month' })
}

/** Scrolls down as a person would until the thing appears (rows exist only near the viewport). */
async function scrollUntilVisible(page: Page, target: Locator, direction: 'down' | 'up' = 'down') {
  for (let step = 0; step < 40 && !(await target.isVisible()); step++) {
    await page.mouse.wheel(0, direction === 'down' ? 700 : -700)
    await framesDrawn(page)
  }
  await expect(target).toBeVisible()
}

const takenOn = /^Taken on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}:\d{2}$/

test.describe('photo timeline', () => {
  test('shows the photos by month, newest first, with their thumbnails and Taken on tooltips', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    const firstMonth = timeline.getByRole('heading', { level: 2 }).first()
    await expect(firstMonth).toHaveText(/^[A-Z][a-z]+ \d{4}$/)
    const cells = timeline.getByRole('link', { name: takenOn })
    await expect(cells.first()).toBeVisible()
    await expect(cells.first()).toHaveAttribute('title', takenOn)
    await expect(cells.first().locator('img')).toHaveJSProperty('complete', true)
    await expect(cells.first().locator('img')).toHaveAttribute('src', /\/800\.svg$/)
  })

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('cells use the 300 px thumbnails', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer' })
      const cell = page.getByRole('region', { name: 'Your photos by month' }).getByRole('link').first()
      await expect(cell.locator('img')).toHaveAttribute('src', /\/300\.svg$/)
    })
  })

  test('photos without a date come last, under Unknown Date, with no tooltip', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', volume: 'thousands' })
    await expect(timelineOf(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
    await page.keyboard.press('End')
    const lastCell = page.locator('.timeline__item').last().getByRole('link').last()
    await expect(lastCell).not.toHaveAttribute('title')
    await expect(lastCell).toHaveAccessibleName(/^Photo IMG_\d+\.jpg$/)
    await scrollUntilVisible(page, page.getByRole('heading', { level: 2, name: 'Unknown Date' }), 'up')
  })

  test('the sort choice orders the months, and is kept for the next visit', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const firstMonth = timelineOf(page).getByRole('heading', { level: 2 }).first()
    await expect(firstMonth).toHaveText(/\d{4}$/)
    const newest = await firstMonth.textContent()
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Date taken (oldest first)' })
    await expect(firstMonth).not.toHaveText(newest!)
    const oldest = await firstMonth.textContent()
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('dateTaken.asc')
    await expect(timelineOf(page).getByRole('heading', { level: 2 }).first()).toHaveText(oldest!)
  })

  test('a month of many photos shows two pages, and its +N button shows the rest', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', volume: 'thousands' })
    const more = page.getByRole('button', { name: /^Show \d+ more photos from / }).first()
    await scrollUntilVisible(page, more)
    const hidden = Number((await more.textContent())!.replace('+', ''))
    expect(hidden).toBeGreaterThan(0)
    // The month's first two pages are on screen; showing the rest asks for its next page by cursor.
    const nextPage = page.waitForRequest((request) =>
      /\/photos\/timeline\/\d+\/\d+\?(.*&)?cursor=/.test(request.url()),
    )
    // From the keyboard: the button leaves, and focus goes to the photo that was under it, not to the page body.
    await more.focus()
    await page.keyboard.press('Enter')
    await expect(more).toBeHidden()
    await nextPage
    await expect(timelineOf(page).locator(':focus')).toHaveAccessibleName(takenOn)
  })

  test('a month shown in full has a Load more for the keyboard: new photos are announced and focus goes to the first', async ({
    page,
    openApp,
  }) => {
    test.slow()
    // Month pages take 1.5 s here, so the Load more at the end of the loaded photos stays while its page loads.
    await openApp({ persona: 'consumer', volume: 'thousands', scenarios: ['latency:photos-slow'] })
    const timeline = timelineOf(page)
    const more = timeline.getByRole('button', { name: /^Show \d+ more photos from / }).first()
    await expect(timeline.getByRole('link', { name: takenOn }).first()).toBeVisible()
    for (let screen = 0; screen < 20 && !(await more.isVisible()); screen++) {
      await page.mouse.wheel(0, 500)
      await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
    }
    const month = (await more.getAttribute('aria-label'))!.replace(/^Show \d+ more photos from /, '')
    await more.click()
    // A keyboard user goes on with Tab to the month's Load more. Photos may load by themselves meanwhile, moving it
    // further on; once it has focus the month waits for it, so it stays (issue 28: on a loaded machine, photos that
    // arrived by themselves took focus from it, and the Enter that followed opened one).
    const loadMore = timeline.getByRole('button', { name: `Load more photos from ${month}` })
    const onLoadMore = () =>
      page.evaluate(
        (name) => document.activeElement?.getAttribute('aria-label') === name,
        `Load more photos from ${month}`,
      )
    for (let step = 0; step < 600 && !(await onLoadMore()); step++) await page.keyboard.press('Tab')
    await expect(loadMore).toBeFocused()
    await expect(loadMore).toHaveText('Load more')
    await page.keyboard.press('Enter')
    await expect(timeline.getByRole('status')).toHaveText(
      new RegExp(`^\\d+ more photos from ${month} loaded$`),
    )
    await expect(page.locator(':focus')).toHaveAccessibleName(takenOn)
  })

  test('an empty library says so', async ({ page, openApp }) => {
    await openApp({ persona: 'new-customer' })
    await expect(page.getByText('Your photo library is empty')).toBeVisible()
  })

  test('month titles and tooltips are in the customer’s language', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-at', persona: 'consumer' })
    await expect(page.getByRole('combobox', { name: 'Sortieren nach' })).toBeVisible()
    const cell = page
      .getByRole('region', { name: 'Ihre Fotos nach Monat' })
      .getByRole('link', { name: /^Aufgenommen am / })
      .first()
    await expect(cell).toHaveAttribute('title', /^Aufgenommen am \d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2}$/)
  })

  test.describe('when the photos cannot be loaded', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('shows the load error with Try again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:photos-load'] })
      const timelineError = page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: 'Try again' }) })
        .last()
      await expect(timelineError).toContainText('Error: Your photos could not be loaded')
    })
  })
})
