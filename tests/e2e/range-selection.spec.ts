import type { Locator, Page } from '@playwright/test'
import { framesDrawn, scrollSettled } from '../support/frames'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

/** The thousands library is seeded relative to the day: a pinned day gives the same months every day. */
const clockAt = '2026-06-15T10:00:00Z'

type Summary = Record<string, Record<string, number>>

/** Opens the consumer's thousands library and answers its timeline summary (the months' counts). */
async function openLibrary(page: Page, openApp: (state: object) => Promise<void>): Promise<Summary> {
  const summary = page.waitForResponse((response) => response.url().endsWith('/users/timeline'))
  await openApp({ persona: 'consumer', volume: 'thousands', clockAt })
  const { timeline } = (await (await summary).json()) as { timeline: Summary }
  await page.getByRole('button', { name: 'Select' }).click()
  return timeline
}

/** The photo cells of one month ('2026-6'): the rows after its title, up to the next month's title. */
function monthCells(page: Page, key: string): Locator {
  return page.locator(
    `xpath=//div[contains(@class,"timeline__item")][preceding-sibling::div[.//h2][1]//h2[@id="section-${key}"]]//*[@role="checkbox"]`,
  )
}

/** How many photos the months hold that come strictly between two months in the timeline's order (newest first). */
function photosBetween(summary: Summary, newer: string, older: string): number {
  const order = ([year, month]: number[]) => year! * 12 + month!
  const [top, bottom] = [newer, older].map((key) => order(key.split('-').map(Number)))
  let total = 0
  for (const [year, months] of Object.entries(summary)) {
    for (const [month, count] of Object.entries(months)) {
      const at = order([Number(year), Number(month)])
      if (Number(year) !== 1970 && at < top! && at > bottom!) total += count
    }
  }
  return total
}

/** Scrolls as a person would until the thing is on screen (rows exist only near the viewport). */
async function scrollUntilVisible(page: Page, target: Locator, direction: 'down' | 'up') {
  for (let step = 0; step < 40 && !(await target.isVisible()); step++) {
    await page.mouse.wheel(0, direction === 'down' ? 700 : -700)
    await framesDrawn(page)
  }
  await expect(target).toBeVisible()
  await scrollSettled(page)
}

function toolbarOf(page: Page) {
  return page.getByRole('toolbar', { name: 'Selected photos' })
}

/** The counter, one live region: what it says after a change is said once. */
function counterOf(page: Page) {
  return toolbarOf(page).locator('[aria-live]')
}

/** Month pages the page asks the photo service for, with their limit. */
function monthRequests(page: Page) {
  const asked: { month: string; limit: string | null }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const match = /\/photos\/timeline\/(\d+)\/(\d+)$/.exec(url.pathname)
    if (match) asked.push({ month: `${match[1]}-${match[2]}`, limit: url.searchParams.get('limit') })
  })
  return asked
}

test.describe('range selection', () => {
  test('Shift-click chooses every photo between the last one chosen and this one, within a month', async ({
    page,
    openApp,
  }) => {
    await openLibrary(page, openApp)
    const june = monthCells(page, '2026-6')
    await june.nth(1).click()
    await june.nth(5).click({ modifiers: ['Shift'] })
    await expect(counterOf(page)).toHaveText('5 selected 4 more photos selected')
    for (const index of [1, 2, 3, 4, 5]) await expect(june.nth(index)).toBeChecked()
    await expect(june.nth(0)).not.toBeChecked()
    await expect(june.nth(6)).not.toBeChecked()
    // The next Shift-click goes on from the end of the range, backwards too.
    await june.nth(0).click({ modifiers: ['Shift'] })
    await expect(counterOf(page)).toHaveText('6 selected 1 more photo selected')
  })

  test('across months not loaded: asked for by month in pages of 500, counted, and all of them deleted', async ({
    page,
    openApp,
  }) => {
    const summary = await openLibrary(page, openApp)
    const requests = monthRequests(page)
    await monthCells(page, '2026-6').nth(2).click()
    // Straight to December 2023 with the date scrubber (its year lands on the year's first month in this order): the
    // months between are never drawn, so never loaded.
    await page.getByText('2023', { exact: true }).click()
    await expect(page.getByRole('slider', { name: 'Jump to a date' })).toHaveAttribute(
      'aria-valuetext',
      'December 2023',
    )
    const december = monthCells(page, '2023-12').first()
    await expect(december).toBeVisible()
    // The rows in view have their photos: nothing the timeline asks for by itself is counted below as the range's.
    await expect(page.locator('.timeline .photo-cell--skeleton')).toHaveCount(0)
    const loadedBefore = new Set(requests.map((request) => request.month))
    expect(loadedBefore.has('2025-6')).toBe(false)
    requests.length = 0
    await december.click({ modifiers: ['Shift'] })

    // June from its third photo (16 in all), every month between, and the first photo of December 2023.
    const expected = 16 - 2 + photosBetween(summary, '2026-6', '2023-12') + 1
    await expect(counterOf(page)).toContainText(`${expected.toLocaleString('en-GB')} selected`)
    await expect(december).toBeChecked()
    // Every month that was not loaded in full was asked for as a month's Select all asks: by 500, not by 24.
    expect(requests.length).toBeGreaterThan(20)
    expect(requests.filter((request) => request.limit !== '500')).toEqual([])
    expect(new Set(requests.map((request) => request.month)).size).toBe(requests.length)

    // The download limit's rule, said as for any selection of more than 100.
    const toolbar = toolbarOf(page)
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeDisabled()
    await expect(toolbar).toContainText('Up to 100 photos can be downloaded at a time')

    const deleted: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && new URL(request.url()).pathname.endsWith('/photos')) {
        deleted.push(...(request.postDataJSON() as { photoIds: string[] }).photoIds)
      }
    })
    await toolbar.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `${expected.toLocaleString('en-GB')} photos deleted`,
    )
    const lastBatch = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' &&
        response.url().endsWith('/photos') &&
        deleted.length === expected,
    )
    await page.clock.fastForward(5_000)
    await lastBatch
    expect(new Set(deleted).size).toBe(expected)
  })

  test('Shift+Space chooses the range from the keyboard, and Space alone one photo', async ({
    page,
    openApp,
  }) => {
    await openLibrary(page, openApp)
    const june = monthCells(page, '2026-6')
    await june.nth(0).focus()
    await page.keyboard.press('Space')
    await expect(june.nth(0)).toBeChecked()
    // The arrows, once the grid's keys have come (its photos then leave the tab order but one).
    await expect(june.nth(1)).toHaveAttribute('tabindex', '-1')
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight')
    await expect(june.nth(3)).toBeFocused()
    await page.keyboard.press('Shift+Space')
    await expect(counterOf(page)).toHaveText('4 selected 3 more photos selected')
    for (const index of [0, 1, 2, 3]) await expect(june.nth(index)).toBeChecked()
    await expect(june.nth(3)).toBeFocused()
  })

  test('a range past the download limit cannot be downloaded, says why, and can still be deleted', async ({
    page,
    openApp,
  }) => {
    const summary = await openLibrary(page, openApp)
    await monthCells(page, '2026-6').first().click()
    const april = monthCells(page, '2026-4').first()
    await scrollUntilVisible(page, april, 'down')
    await april.click({ modifiers: ['Shift'] })
    const expected = summary['2026']!['6']! + summary['2026']!['5']! + 1
    expect(expected).toBeGreaterThan(100)
    const toolbar = toolbarOf(page)
    await expect(counterOf(page)).toContainText(`${expected} selected`)
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeDisabled()
    await expect(toolbar).toContainText('Up to 100 photos can be downloaded at a time')
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeEnabled()
  })

  test('after a range, the photo let go is where the next range starts, and that range is let go', async ({
    page,
    openApp,
  }) => {
    await openLibrary(page, openApp)
    const june = monthCells(page, '2026-6')
    await june.nth(1).click()
    await june.nth(8).click({ modifiers: ['Shift'] })
    await expect(counterOf(page)).toContainText('8 selected')
    await june.nth(4).click()
    await expect(june.nth(4)).not.toBeChecked()
    await june.nth(6).click({ modifiers: ['Shift'] })
    await expect(counterOf(page)).toHaveText('5 selected 2 photos deselected')
    for (const index of [1, 2, 3, 7, 8]) await expect(june.nth(index)).toBeChecked()
    for (const index of [4, 5, 6]) await expect(june.nth(index)).not.toBeChecked()
  })

  test('a range across months downloads every photo of it', async ({ page, openApp }) => {
    await openLibrary(page, openApp)
    const june = monthCells(page, '2026-6')
    const may = monthCells(page, '2026-5')
    await june.nth(12).click()
    await scrollUntilVisible(page, may.nth(3), 'down')
    await may.nth(3).click({ modifiers: ['Shift'] })
    await expect(counterOf(page)).toContainText('8 selected')
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/downloads'),
    )
    await toolbarOf(page).getByRole('button', { name: 'Download' }).click()
    const { photos } = (await posted).postDataJSON() as { photos: string[] }
    expect(photos).toHaveLength(8)
  })

  test.describe('when the months between cannot be had', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('the default error box says so and the selection stays as it was', async ({ page, openApp }) => {
      const summary = page.waitForResponse((response) => response.url().endsWith('/users/timeline'))
      await openApp({
        persona: 'consumer',
        volume: 'thousands',
        clockAt,
        scenarios: ['faults:month-select-all'],
      })
      await summary
      await page.getByRole('button', { name: 'Select' }).click()
      await monthCells(page, '2026-6').first().click()
      const april = monthCells(page, '2026-4').first()
      await scrollUntilVisible(page, april, 'down')
      await april.click({ modifiers: ['Shift'] })
      await expect(page.getByRole('alert')).toHaveText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(counterOf(page)).toHaveText('1 selected')
      await expect(april).not.toBeChecked()
    })
  })

  test('axe finds nothing with a range selected, at 375 and 1280 px', async ({ page, openApp }) => {
    await openLibrary(page, openApp)
    const june = monthCells(page, '2026-6')
    await june.nth(0).click()
    await june.nth(7).click({ modifiers: ['Shift'] })
    await expect(counterOf(page)).toContainText('8 selected')
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
