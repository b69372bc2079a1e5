import { isTimelinePage, watchDuplicateRequests } from '../support/duplicate-requests'
import { expect, test } from './fixtures'

// Issue 15: each virtual row asked for its month's next page, and each ask restarted the one in flight: at 100,000
// photos one scroll sent the same GET /photos/timeline/2026/11?cursor=… 12 times. One page is asked for once.
test.describe('timeline requests', () => {
  test('scrolling a large library asks for each month page once, never again while it is in flight', async ({
    page,
    openApp,
  }) => {
    test.slow()
    const watch = watchDuplicateRequests(page, isTimelinePage)
    await openApp({ persona: 'consumer', volume: 'thousands', clockAt: '2026-11-22T10:00:00Z' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
    for (let screen = 0; screen < 8; screen++) {
      await page.mouse.wheel(0, 700)
      // Settled: the rows now in view have asked for their pages and have them.
      await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
      await expect.poll(watch.pending).toBe(0)
    }
    // Months with more than a page of photos were shown: there were second pages to ask for.
    expect(watch.requested.some((request) => request.includes('cursor='))).toBe(true)
    expect(watch.duplicates).toEqual([])
    expect(new Set(watch.requested).size).toBe(watch.requested.length)
  })

  test('a month shown in full asks for each of its further pages once', async ({ page, openApp }) => {
    test.slow()
    const watch = watchDuplicateRequests(page, isTimelinePage)
    await openApp({ persona: 'consumer', volume: 'thousands', clockAt: '2026-11-22T10:00:00Z' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    const more = timeline.getByRole('button', { name: /^Show \d+ more photos from / }).first()
    await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
    for (let screen = 0; screen < 20 && !(await more.isVisible()); screen++) {
      await page.mouse.wheel(0, 500)
      await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
    }
    await more.click()
    for (let screen = 0; screen < 6; screen++) {
      await page.mouse.wheel(0, 700)
      await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
      await expect.poll(watch.pending).toBe(0)
    }
    expect(watch.requested.filter((request) => request.includes('cursor=')).length).toBeGreaterThan(1)
    expect(watch.duplicates).toEqual([])
  })

  test('the preview sorted by date uploaded takes the month pages the timeline has, not asking for them again', async ({
    page,
    openApp,
  }) => {
    // Issue 15: it asked for timeline/2026/9 a second time (100 photos where the timeline had read 24).
    const watch = watchDuplicateRequests(page, isTimelinePage)
    await openApp({ persona: 'consumer', clockAt: '2026-11-22T10:00:00Z' })
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Date uploaded (newest first)' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    const cells = timeline.getByRole('link', { name: /^Taken on / })
    await expect(cells.nth(4)).toBeVisible()
    await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
    await expect.poll(watch.pending).toBe(0)
    const byTimeline = watch.requested.filter((request) => request.includes('sortKey=created'))
    expect(byTimeline.length).toBeGreaterThan(1)
    await cells.first().click()
    await expect(page.getByTestId('photo-preview-stage').getByRole('img')).toBeVisible()
    for (let step = 0; step < 8; step++) {
      const before = page.url()
      await page.keyboard.press('ArrowRight')
      await expect(page).not.toHaveURL(before)
    }
    await expect.poll(watch.pending).toBe(0)
    const months = (requests: string[]) => requests.map((request) => request.split('?')[0])
    const byPreview = watch.requested.slice(watch.requested.indexOf(byTimeline.at(-1)!) + 1)
    expect(months(byPreview).filter((month) => months(byTimeline).includes(month))).toEqual([])
    expect(watch.duplicates).toEqual([])
  })

  test('the preview sorted by date uploaded, opened far down a large library, asks for each month page once', async ({
    page,
    openApp,
  }) => {
    test.slow()
    await openApp({ persona: 'consumer', volume: 'thousands', clockAt: '2026-11-22T10:00:00Z' })
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Date uploaded (newest first)' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
    const watch = watchDuplicateRequests(page, isTimelinePage)
    for (let screen = 0; screen < 4; screen++) {
      await page.mouse.wheel(0, 700)
      await expect(timeline.locator('.photo-cell--skeleton')).toHaveCount(0)
    }
    await timeline
      .getByRole('link', { name: /^Taken on / })
      .last()
      .click()
    await expect(page.getByTestId('photo-preview-stage').getByRole('img')).toBeVisible()
    for (let step = 0; step < 5; step++) {
      const before = page.url()
      await page.keyboard.press('ArrowRight')
      await expect(page).not.toHaveURL(before)
    }
    await expect.poll(watch.pending).toBe(0)
    expect(watch.duplicates).toEqual([])
    expect(new Set(watch.requested).size).toBe(watch.requested.length)
  })
})
