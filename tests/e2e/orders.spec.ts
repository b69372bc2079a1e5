import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { axeViolations, axeViolationsAtBothWidths } from './axe'
import { catalogueNamesShown, expect, holdCatalogueArticles, readTheMessage, test } from './fixtures'

const path = '/orders'
/** A fixed day, so what is in progress and the Christmas cut-off do not depend on today. */
const clockAt = '2026-11-24T09:00:00Z'
const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true })
const orders = (page: Page, name = 'In progress') =>
  list(page, name)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Orders' })
const tab = (page: Page, name: string) => tabs(page).getByRole('link', { name: new RegExp(`^${name}`) })
const orderHeading = (page: Page, code: string) =>
  page.getByRole('heading', { level: 2, name: `Order ${code}` })
/**
 * Whether the cut-off notice was on the page in the first frame in which an order was: the notice above the orders
 * must not arrive after them and push them down.
 */
const noticeWhenOrdersCame = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document.querySelector('main ul[aria-label="In progress"] > li')
          ? { notice: document.querySelector('aside[aria-label="Order deadlines"]') !== null }
          : false,
      undefined,
      { polling: 'raf' },
    )
    .then(async (found) => ((await found.jsonValue()) as { notice: boolean }).notice)

test.describe('the order list', () => {
  // An unknown voucher code answers 404 (not found), which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ })

  test('puts recent orders in progress and the rest in history, each with its date and products’ status', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    // 07–13 are in progress; 06 (dispatched 20 days ago) and older are history; 02 expired and is left out.
    await expect(tab(page, 'In progress')).toHaveAttribute('aria-current', 'page')
    await expect(tab(page, 'In progress')).toHaveText('In progress7')
    await expect(tab(page, 'History')).toHaveText('History5')
    await expect(orders(page)).toHaveCount(7)
    await expect(orders(page).getByRole('heading')).toHaveText(
      ['13', '12', '11', '10', '09', '08', '07'].map((n) => `Order SO-100001-${n}`),
    )
    const newest = orders(page).first()
    await expect(newest.getByRole('term')).toHaveText(['Order date'])
    await expect(newest.getByRole('definition')).toHaveText(/^2[12] November 2026$/)
    await expect(newest.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(2)
    await expect(newest.getByText('Awaiting payment')).toHaveCount(2)
    const cancelled = orders(page).filter({ has: orderHeading(page, 'SO-100001-07') })
    await expect(cancelled.getByText('Cancelled', { exact: true })).toHaveCount(2)
    await expect(cancelled.getByText('Cancelled', { exact: true }).first()).toHaveCSS(
      'color',
      'rgb(180, 35, 24)',
    )
    await expect(
      orders(page)
        .filter({ has: orderHeading(page, 'SO-100001-08') })
        .getByText('Sent', { exact: true }),
    ).toHaveCount(2)
    await expect(
      orders(page)
        .filter({ has: orderHeading(page, 'SO-100001-10') })
        .getByText('In production', { exact: true }),
    ).toHaveCount(3)

    await tab(page, 'History').click()
    await expect(page).toHaveURL(/[?&]order_state=history(&|$)/)
    await expect(orders(page, 'History').getByRole('heading')).toHaveText(
      ['06', '05', '04', '03', '01'].map((n) => `Order SO-100001-${n}`),
    )
  })

  test('the tab and the page survive reload and the back button', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, clockAt, volume: 'thousands' })
    await tab(page, 'History').click()
    await expect(tab(page, 'History')).toHaveAttribute('aria-current', 'page')
    const pages = page.getByRole('navigation', { name: 'Pages of orders' })
    await expect(orders(page, 'History')).toHaveCount(10)
    const firstOfPageOne = orders(page, 'History').first().getByRole('heading')
    await expect(firstOfPageOne).toHaveText('Order SO-100001-06')
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(page).toHaveURL(/[?&]order_state=history(&|$)/)
    // The first page stays on screen until the second has come: read the second page's first order once it shows
    // (read before, it was the first page's, and the reload below rightly showed another).
    await expect(orders(page, 'History').first().getByRole('heading')).not.toHaveText('Order SO-100001-06')
    const first = await orders(page, 'History').first().getByRole('heading').textContent()
    await page.reload()
    await expect(tab(page, 'History')).toHaveAttribute('aria-current', 'page')
    await expect(orders(page, 'History').first().getByRole('heading')).toHaveText(first!)
    await page.goBack()
    await expect(page).not.toHaveURL(/[?&]page=2/)
    await expect(orders(page, 'History').first().getByRole('heading')).toHaveText('Order SO-100001-06')
    await page.goBack()
    await expect(tab(page, 'In progress')).toHaveAttribute('aria-current', 'page')
  })

  test('search by order number or product name, kept in the address', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    const search = page.getByRole('searchbox', { name: 'Search by order number or product' })
    await search.fill('so-100001-1')
    await search.press('Enter')
    await expect(page).toHaveURL(/[?&]q=so-100001-1(&|$)/)
    await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(
      '4 orders match “so-100001-1”',
    )
    await expect(orders(page)).toHaveCount(4)
    await page.reload()
    await expect(search).toHaveValue('so-100001-1')
    await expect(orders(page)).toHaveCount(4)
    // A product's name finds its order in either tab.
    const title = (await orders(page)
      .first()
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .first()
      .locator('span')
      .first()
      .textContent())!
    await search.fill(title.toUpperCase())
    await search.press('Enter')
    await expect(orders(page).first().getByText(title, { exact: true }).first()).toBeVisible()
    await search.fill('nothing like this')
    await search.press('Enter')
    await expect(page.getByText('No orders in this tab match “nothing like this”.')).toBeVisible()
    await page.getByRole('link', { name: 'Clear search' }).click()
    await expect(page).not.toHaveURL(/[?&]q=/)
    await expect(orders(page)).toHaveCount(7)
  })

  test('a search by product name finds its orders once the catalogue’s names come', async ({
    page,
    openApp,
  }) => {
    const catalogue = await holdCatalogueArticles(page)
    await openApp({ persona: 'consumer', path, clockAt, query: { q: 'hardcover' } })
    // Until then the list is searched by what it has: order and product numbers and titles, where no order says it.
    await expect(page.getByText('No orders in this tab match “hardcover”.')).toBeVisible()
    await catalogue.release()
    await expect(orders(page).first()).toContainText('Hardcover photo book')
    await expect(page.getByText('No orders in this tab match “hardcover”.')).toHaveCount(0)
  })

  test('an order links to its details', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await orders(page)
      .filter({ has: orderHeading(page, 'SO-100001-10') })
      .getByRole('link', { name: 'View order' })
      .click()
    await expect(page).toHaveURL(/\/orders\/SO-100001-10(\?|$)/)
    await expect(page.getByRole('heading', { level: 1, name: 'Order SO-100001-10' })).toBeVisible()
  })

  test('no orders at all: says so and leads to the shop', async ({ page, openApp }) => {
    await openApp({ persona: 'new-customer', path, clockAt })
    await expect(page.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Discover our products' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    )
    await expect(tabs(page)).toHaveCount(0)
  })

  test('an empty tab says where the orders are', async ({ page, openApp }) => {
    // The participant's one order was dispatched 20 days ago: history only.
    await openApp({ persona: 'participant', path, clockAt })
    await expect(
      page.getByText('You have no orders in progress right now. Your earlier orders are under History.'),
    ).toBeVisible()
    await tab(page, 'History').click()
    await expect(orders(page, 'History')).toHaveCount(1)
  })

  test('the Christmas cut-off for the storefront’s country is shown above the orders', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    // GB: photo books and wall decor are the slowest (4 and 3 days of production, 2 of shipping).
    await expect(page.getByRole('complementary', { name: 'Order deadlines' })).toHaveText(
      /^Christmas: order by \d{1,2} December, \d{2}:\d{2} to receive your order in time\.$/,
    )
  })

  test('a cut-off notice that comes late does not push the orders down: they come with it', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt, scenarios: ['latency:cutoff-slow'] })
    expect(await noticeWhenOrdersCame(page)).toBe(true)
    await expect(orders(page)).toHaveCount(7)
  })

  test('from the overview, My orders shows its orders and the cut-off notice at once', async ({
    page,
    openApp,
  }) => {
    const campaignsAsked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/v1/Campaign/')) campaignsAsked.push(request.url())
    })
    await openApp({ persona: 'consumer', path: '/', clockAt, scenarios: ['latency:cutoff-slow'] })
    await expect(page.getByRole('region', { name: 'Orders in progress' })).toBeVisible()
    // Asked for beside the overview's orders, one click before they are needed.
    await expect.poll(() => campaignsAsked.length).toBe(3)
    const noticeShown = noticeWhenOrdersCame(page)
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'My orders' })
      .click()
    expect(await noticeShown).toBe(true)
    expect(campaignsAsked).toHaveLength(3)
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('the orders do not wait for the catalogue: a reserved line holds each name’s place, and nothing moves when it comes', async ({
      page,
      openApp,
    }) => {
      const catalogue = await holdCatalogueArticles(page)
      await openApp({ persona: 'consumer', path, clockAt })
      // The orders are shown while the catalogue's articles are held (issue 40: they were a network wave of their own).
      await expect(orders(page).getByRole('heading')).toHaveText(
        ['13', '12', '11', '10', '09', '08', '07'].map((n) => `Order SO-100001-${n}`),
      )
      const newest = orders(page).first()
      const lisbon = newest.getByRole('list', { name: 'Products' }).getByRole('listitem').first()
      await expect(lisbon).toContainText('Summer in Lisbon')
      // Where its name goes, a reserved line hidden from screen readers, and no name: not even the fallback, which
      // the catalogue's title would replace.
      const reserved = lisbon.locator('.catalogue-text--pending')
      await expect(reserved).toBeVisible()
      await expect(reserved).toHaveAttribute('aria-hidden', 'true')
      await expect(reserved).toHaveText('') // a no-break space, for the line's height
      await expect(page.getByText(/photo book/i)).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
      const before = (await newest.boundingBox())!

      await catalogue.release()
      await expect(lisbon.getByText('Hardcover photo book A4 landscape', { exact: true })).toBeVisible()
      await catalogueNamesShown(page)
      // The name took the reserved line's place: the order's card kept its height.
      expect((await newest.boundingBox())!.height).toBe(before.height)
    })
  })

  test.describe('when the cut-off service fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|\(status 500\)/ })

    test('the notice is left out, not the orders', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, clockAt, scenarios: ['faults:content'] })
      await expect(orders(page)).toHaveCount(7)
      await expect(page.getByRole('complementary', { name: 'Order deadlines' })).toHaveCount(0)
    })
  })

  test('the overview shows the newest orders in progress with their status and expected delivery', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/', clockAt })
    const card = page.getByRole('region', { name: 'Orders in progress' })
    const items = card.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(items.getByRole('heading')).toHaveText(['13', '12', '11'].map((n) => `Order SO-100001-${n}`))
    await expect(items.first().getByRole('term')).toHaveText(['Order date'])
    await expect(items.nth(1).getByText('Ordered', { exact: true })).toBeVisible()
    await card.getByRole('link', { name: 'See all 7 orders in progress' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await page.goBack()
    await items.nth(2).getByRole('link', { name: 'View order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order SO-100001-11' })).toBeVisible()
  })

  test('the overview gives the expected delivery of an order in production', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path: '/', clockAt })
    const items = page
      .getByRole('region', { name: 'Orders in progress' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(items.getByRole('heading')).toHaveText(['Order SO-100003-05', 'Order SO-100003-04'])
    await expect(items.nth(1).getByRole('term')).toHaveText(['Order date', 'Expected delivery'])
    await expect(items.nth(1).getByRole('definition').nth(1)).toHaveText(
      /^\d{1,2} \w+( – |–)\d{1,2} \w+$|^\d{1,2}–\d{1,2} \w+$/,
    )
    await expect(items.first().getByRole('term')).toHaveText(['Order date'])
  })

  test('the overview says nothing of orders when none is in progress', async ({ page, openApp }) => {
    await openApp({ persona: 'participant', path: '/', clockAt })
    await expect(page.getByRole('heading', { level: 1, name: /^Hello / })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Orders in progress' })).toHaveCount(0)
  })

  test('a voucher code can be checked: active, expired and unknown', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    const check = page.getByRole('region', { name: 'Have a voucher code?' })
    const code = check.getByRole('textbox', { name: 'Voucher code' })
    await code.fill('summer25')
    await check.getByRole('button', { name: 'Check' }).click()
    await expect(check.getByRole('status')).toHaveText(/^SUMMER25: 25% off, valid until \d{1,2} \w+ \d{4}\.$/)
    await code.fill('SPRING15')
    await check.getByRole('button', { name: 'Check' }).click()
    await expect(check.getByRole('status')).toHaveText(/^SPRING15 expired on \d{1,2} \w+ \d{4}\.$/)
    await code.fill('NOPE')
    await check.getByRole('button', { name: 'Check' }).click()
    await expect(check.getByRole('status')).toHaveText(
      'We don’t know the voucher code “NOPE”. Please check it and try again.',
    )
  })

  for (const [typed, what] of [
    ['A'.repeat(10_000), 'ten thousand characters'],
    ['SUMMER 25', 'a space'],
    ['SUMMER25\u202e', 'a hidden character'],
  ] as const) {
    test(`a voucher code with ${what} is refused at the field, kept as typed, and not sent`, async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path, clockAt })
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/campaigns/offers/')) sent.push(request.url())
      })
      const check = page.getByRole('region', { name: 'Have a voucher code?' })
      const code = check.getByRole('textbox', { name: 'Voucher code' })
      await code.fill(typed)
      await check.getByRole('button', { name: 'Check' }).click()
      const message = 'A voucher code has up to 40 letters, numbers and hyphens. Please check the code.'
      const summary = check.getByRole('region', { name: 'There is a problem' })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([message])
      await summary.getByRole('link', { name: message }).click()
      await expect(code).toBeFocused()
      await expect(code).toHaveValue(typed)
      await expect(code).toHaveAttribute('aria-invalid', 'true')
      await expect(code).toHaveAccessibleDescription(message)
      expect(sent).toEqual([])
    })
  }

  test('moving the mock clock forward moves orders into history, as the mocks’ own dates do', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await expect(tab(page, 'In progress')).toHaveText('In progress7')
    // The harness's '+8 days' (the offset it keeps in local storage), then the reload that follows it.
    await page.evaluate(() => localStorage.setItem('mockClockOffsetMs', String(8 * 86_400_000)))
    await page.reload()
    // 08 was dispatched 14 days and some hours ago, 07 was placed 33 days ago: both are history now.
    await expect(tab(page, 'In progress')).toHaveText('In progress5')
    await expect(tab(page, 'History')).toHaveText('History7')
  })

  for (const locale of [
    'nl-NL',
    'nl-BE',
    'de-AT',
    'fr-FR',
    'it-IT',
    'es-ES',
    'pt-PT',
    'da-DK',
    'nb-NO',
    'sv-SE',
  ]) {
    test(`speaks ${locale}`, async ({ page, openApp }) => {
      const messages = JSON.parse(
        readFileSync(join(import.meta.dirname, `../../public/locales/${locale}.json`), 'utf8'),
      ) as Record<string, string>
      await openApp({ persona: 'consumer', path, clockAt, locale })
      await expect(page.getByRole('heading', { level: 1, name: messages['menu.orders'] })).toBeVisible()
      const tabs = page.getByRole('navigation', { name: messages['orders.tabs'] })
      await expect(tabs.getByRole('link')).toHaveText([
        `${messages['orders.tab.inProgress']}7`,
        `${messages['orders.tab.history']}5`,
      ])
      await expect(
        page.getByRole('list', { name: messages['orders.tab.inProgress'] }).getByRole('link', {
          name: messages['orders.order.view'],
        }),
      ).toHaveCount(7)
    })
  }

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of (404|500)|Request failed: .* \(status 500\)/ })

    test('a failed list says so and loads again on Try again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, clockAt, scenarios: ['faults:orders-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      // The fault stays: the retry asks again and fails again, still saying so.
      const retried = page.waitForRequest((request) => request.url().includes('/v2/superorders/me'))
      await alert.getByRole('button', { name: 'Try again' }).click()
      await retried
      await expect(page.getByRole('alert')).toContainText('An unexpected error has occurred')
    })
    test('a failed voucher check says so with its reference, no status code, keeps the code and checks again', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path, clockAt, scenarios: ['faults:voucher-offer'] })
      const check = page.getByRole('region', { name: 'Have a voucher code?' })
      await check.getByRole('textbox', { name: 'Voucher code' }).fill('SUMMER25')
      await check.getByRole('button', { name: 'Check' }).click()
      // A status code means nothing to a customer; the reference is what they quote to us.
      await expect(check.getByRole('alert')).toHaveText(
        /^The voucher code could not be checked\. Please try again\. Reference: [0-9a-f-]{36}$/,
      )
      await expect(check.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('SUMMER25')
      await readTheMessage(page)
      const again = page.waitForRequest((request) => request.url().includes('/campaigns/offers/SUMMER25'))
      await check.getByRole('button', { name: 'Check' }).click()
      await again
      await expect(check.getByRole('alert')).toBeVisible()
    })
  })

  test(`has no axe violations at 375 and 1280 px`, async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await expect(orders(page)).toHaveCount(7)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ persona: 'new-customer', path, clockAt })
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
