import type { Page } from '@playwright/test'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

/**
 * Jump to a date (issue 28 point 2): a rail beside the timeline whose handle is a slider over the months. A click, a
 * drag or a key lands on a month; the month landed on is asked for first and no month passed over is asked for.
 * The library is seeded relative to the day: the clock is pinned (November 2026).
 */

const clockAt = '2026-11-22T10:00:00Z'

/** The months asked for (GET /photos/timeline/{year}/{month}), as 'year-month', in the order asked. */
function monthRequests(page: Page) {
  const months: string[] = []
  page.on('request', (request) => {
    const match = /\/photos\/timeline\/(\d+)\/(\d+)\?/.exec(request.url())
    if (match) months.push(`${match[1]}-${Number(match[2])}`)
  })
  return months
}

const monthNumber = (name: string) => new Date(`1 ${name} 2000`).getMonth() + 1 || Number.NaN

/** 'March 2019' → '2019-3' (en-GB month names). */
const monthKey = (title: string) => {
  const [name, year] = title.split(' ')
  return `${year}-${monthNumber(name!)}`
}

const slider = (page: Page, name = 'Jump to a date') => page.getByRole('slider', { name })
const timeline = (page: Page) => page.getByRole('region', { name: 'Your photos by month' })

async function openLibrary(page: Page, openApp: (state: object) => Promise<void>, state: object = {}) {
  await openApp({ persona: 'consumer', volume: '100k', clockAt, ...state })
  await expect(
    timeline(page)
      .getByRole('link', { name: /^Taken on / })
      .first(),
  ).toBeVisible()
  await expect(slider(page)).toBeVisible()
}

/**
 * Presses the handle and drags it to 60 % of the rail without letting go: answers the month its bubble says it will
 * land on, and the handle's width.
 */
async function dragHandleDown(page: Page) {
  const handle = (await slider(page).boundingBox())!
  const rail = (await slider(page).locator('..').boundingBox())!
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2)
  await page.mouse.down()
  await page.mouse.move(handle.x + handle.width / 2, rail.y + rail.height * 0.6, { steps: 8 })
  const bubble = slider(page).getByText(/^[A-Z][a-z]+ \d{4}$/)
  await expect(bubble).toBeVisible()
  return { target: (await bubble.textContent())!, handleWidth: handle.width }
}

/** The month landed on: its title at the top of the viewport, its photos shown. */
async function expectLandedOn(page: Page, title: string) {
  const heading = timeline(page).getByRole('heading', { level: 2, name: title, exact: true })
  await expect(heading).toBeInViewport()
  expect((await heading.boundingBox())!.y).toBeLessThan(120)
  await expect(timeline(page).locator('.photo-cell--skeleton')).toHaveCount(0)
}

test.describe('jump to a date', () => {
  test('a click on a year lands on its first month, asked for first; no month between is asked for', async ({
    page,
    openApp,
  }) => {
    await openLibrary(page, openApp)
    const years = (await page.getByText(/^(19|20)\d\d$/).allTextContents()).map(Number)
    const year = years[Math.floor(years.length / 2)]!
    const requested = monthRequests(page)
    await page.getByText(String(year), { exact: true }).click()
    await expect(slider(page)).toHaveAttribute('aria-valuetext', new RegExp(` ${year}$`))
    const landed = (await slider(page).getAttribute('aria-valuetext'))!
    await expectLandedOn(page, landed)
    expect(requested[0]).toBe(monthKey(landed))
    const between = requested.filter((month) => {
      const asked = Number(month.split('-')[0])
      return asked > year + 1 && asked < 2026
    })
    expect(between).toEqual([])
  })

  test('a drag shows the month it will land on, asks for nothing until released, then lands there', async ({
    page,
    openApp,
  }) => {
    await openLibrary(page, openApp)
    const requested = monthRequests(page)
    const { target } = await dragHandleDown(page)
    expect(requested).toEqual([])
    await page.mouse.up()
    await expect(slider(page)).toHaveAttribute('aria-valuetext', target)
    await expectLandedOn(page, target)
    expect(requested[0]).toBe(monthKey(target))
  })

  test.describe('at 1,000,000 photos, in French', () => {
    test('from the keyboard: Tab reaches it, End and Page Up land on janvier 1985, Home on the newest month', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', volume: '1m', clockAt, locale: 'fr-FR' })
      const list = page.getByRole('region', { name: 'Vos photos par mois' })
      await expect(list.getByRole('link').first()).toBeVisible()
      const scrubber = slider(page, 'Aller à une date')
      await expect(scrubber).toBeVisible()
      await page.getByRole('button', { name: 'Sélectionner' }).focus()
      await page.keyboard.press('Tab')
      await expect(scrubber).toBeFocused()
      await expect(scrubber).toHaveAttribute('aria-valuetext', 'novembre 2026')
      const requested = monthRequests(page)
      await page.keyboard.press('End')
      await page.keyboard.press('PageUp')
      await expect(scrubber).toHaveAttribute('aria-valuetext', 'janvier 1985')
      await expect(list.getByRole('heading', { level: 2, name: 'janvier 1985' })).toBeInViewport()
      await expect(list.locator('.photo-cell--skeleton')).toHaveCount(0)
      expect(requested.filter((month) => /^(198[6-9]|199\d|20[01]\d|202[0-5])-/.test(month))).toEqual([])
      await page.keyboard.press('Home')
      await expect(scrubber).toHaveAttribute('aria-valuetext', 'novembre 2026')
      await page.keyboard.press('PageDown')
      await expect(scrubber).toHaveAttribute('aria-valuetext', 'octobre 2026')
      await expect(list.getByRole('heading', { level: 2, name: 'octobre 2026' })).toBeInViewport()
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the handle over the grid drags to a month and lands there; axe finds nothing at 375 and 1280 px', async ({
      page,
      openApp,
    }) => {
      await openLibrary(page, openApp)
      const { target, handleWidth } = await dragHandleDown(page)
      expect(handleWidth).toBeGreaterThanOrEqual(44)
      await page.mouse.up()
      await expectLandedOn(page, target)
      expect(await axeViolationsAtBothWidths(page)).toEqual([])
    })
  })
})
