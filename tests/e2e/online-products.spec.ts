import type { Page } from '@playwright/test'
import { axeViolations, axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const path = '/online-products'
// The mocks' clock does not matter here; the page's clock is pinned so the undo window can be moved past.
const clockAt = '2026-03-02T10:00:00Z'
const list = (page: Page) => page.getByRole('list', { name: 'Online photo books' })
const widgets = (page: Page) => list(page).getByRole('listitem')
const widget = (page: Page, title: string) =>
  widgets(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const count = (page: Page) => page.getByRole('status').filter({ hasText: /online photo books?$/ })
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages of online photo books' })
const listRequest = (page: Page) =>
  page.waitForRequest((request) => request.url().includes('/v1/widget/all') && request.method() === 'GET')
const deleteRequest = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'DELETE' && request.url().includes('/v1/widget/'))
const unshareRequest = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'POST' && /\/v1\/widget\/[^/]+$/.test(request.url()))

test.describe('online products', () => {
  // A share page's blocked-order check answers 404 for an order that is not blocked (its contract), which the
  // browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ })

  test('lists the photo books with their product and sharing, asking for one page of photo-book types', async ({
    page,
    openApp,
  }) => {
    const request = listRequest(page)
    const catalogueRequests: string[] = []
    page.on('request', (request) => {
      const operation = request.method() === 'POST' ? request.postDataJSON()?.operationName : undefined
      if (operation === 'Channel') catalogueRequests.push(operation)
    })
    await openApp({ persona: 'consumer', path })
    const query = new URL((await request).url()).searchParams
    expect(query.get('offset')).toBe('0')
    expect(query.get('limit')).toBe('10')
    expect(query.get('articleTypes')).toBe('HardcoverPhotoBook,SoftcoverPhotoBook,LayFlatPhotoBook')

    await expect(page.getByRole('heading', { level: 1, name: 'Online photo books' })).toBeVisible()
    await expect(page).toHaveTitle(/Online photo books/)
    // 8 widgets, one of them a calendar: the list holds only photo books.
    await expect(count(page)).toHaveText('7 online photo books')
    await expect(widgets(page)).toHaveCount(7)
    await expect(widget(page, 'Family calendar 2026')).toHaveCount(0)
    const portugal = widget(page, 'Summer in Portugal')
    await expect(portugal.getByRole('term')).toHaveText(['Product', 'Sharing'])
    // Named as the share page names it: by the catalogue's title.
    await expect(portugal.getByRole('definition')).toHaveText([
      'Hardcover photo book A4 landscape 48 pages',
      /^Shared since \d{1,2} \w+ \d{4}$/,
    ])
    await expect(widget(page, 'Grandma’s 80th birthday').getByRole('definition').nth(1)).toHaveText(
      'Not shared',
    )
    await expect(
      widget(page, 'Grandma’s 80th birthday').getByRole('button', { name: 'Stop sharing' }),
    ).toHaveCount(0)
    await expect(portugal.getByRole('link', { name: 'View online' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.printbloom\.co\.uk\/online-photo-book\//,
    )
    // The catalogue's articles are asked for once, for the whole list and then the share page.
    expect(catalogueRequests).toEqual(['Channel'])
    await portugal.getByRole('link', { name: 'Share' }).click()
    await expect(page).toHaveURL(/\/online-products\/PC-100001-001$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Summer in Portugal' })).toBeVisible()
    await expect(page.getByRole('definition').first()).toHaveText(
      'Hardcover photo book A4 landscape 48 pages',
    )
    expect(catalogueRequests).toEqual(['Channel'])
  })

  test('the menu leads to it', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/saved-projects' })
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Online products' })
      .click()
    await expect(page).toHaveURL(/\/online-products$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Online photo books' })).toBeVisible()
  })

  test('pages ten at a time, with the page in the address through reload and the back button', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, volume: 'thousands' })
    await expect(count(page)).toHaveText('119 online photo books')
    await expect(widgets(page)).toHaveCount(10)
    await expect(pages(page).getByRole('link', { name: 'Page 1 of 12' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const second = listRequest(page)
    await pages(page).getByRole('link', { name: 'Next' }).click()
    expect(new URL((await second).url()).searchParams.get('offset')).toBe('10')
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)
    await expect(pages(page).getByRole('link', { name: 'Page 2 of 12' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await page.reload()
    await expect(pages(page).getByRole('link', { name: 'Page 2 of 12' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(widgets(page)).toHaveCount(10)
    await page.goBack()
    await expect(pages(page).getByRole('link', { name: 'Page 1 of 12' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await openApp({ persona: 'consumer', path, volume: 'thousands', query: { page: '40' } })
    await expect(page).toHaveURL(/[?&]page=12(&|$)/)
    await expect(widgets(page)).toHaveCount(9)
  })

  test('without online photo books, it says so and leads to the products', async ({ page, openApp }) => {
    await openApp({ persona: 'new-customer', path })
    await expect(page.getByRole('heading', { level: 2, name: 'No online photo books' })).toBeVisible()
    await expect(
      page.getByText(
        'When you order a photo book, its online version appears here, so you can share it with family and friends.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'View products' })).toHaveAttribute(
      'href',
      /^https:\/\/www\./,
    )
    await expect(pages(page)).toHaveCount(0)
  })

  test('Stop sharing ends the sharing of that photo book only', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    const portugal = widget(page, 'Summer in Portugal')
    const request = unshareRequest(page)
    await portugal.getByRole('button', { name: 'Stop sharing' }).click()
    expect((await request).postDataJSON()).toEqual({ isShared: false })
    await expect(
      page.getByRole('status').filter({ hasText: '“Summer in Portugal” is no longer shared' }),
    ).toBeVisible()
    await expect(portugal.getByRole('definition').nth(1)).toHaveText('Not shared')
    await expect(portugal.getByRole('button', { name: 'Stop sharing' })).toHaveCount(0)
    await expect(portugal.getByRole('link', { name: 'Share' })).toBeFocused()
    await expect(widget(page, 'Our wedding day').getByRole('definition').nth(1)).toHaveText(/^Shared since/)
    await page.reload()
    await expect(portugal.getByRole('definition').nth(1)).toHaveText('Not shared')
  })

  test('Delete takes the photo book away at once, Undo brings it back and nothing is deleted', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await expect(count(page)).toHaveText('7 online photo books')
    let deletes = 0
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && request.url().includes('/v1/widget/')) deletes++
    })
    await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
    await expect(widget(page, 'Christmas 2025')).toHaveCount(0)
    await expect(count(page)).toHaveText('6 online photo books')
    await expect(page.getByRole('heading', { level: 1, name: 'Online photo books' })).toBeFocused()
    const toast = page.getByRole('status').filter({ hasText: '“Christmas 2025” deleted' })
    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect(widget(page, 'Christmas 2025')).toHaveCount(1)
    await expect(count(page)).toHaveText('7 online photo books')
    await page.clock.fastForward(6_000)
    await expect(widget(page, 'Christmas 2025')).toHaveCount(1)
    expect(deletes).toBe(0)
  })

  test('after the undo window the deletion is sent, the list is loaded again and it stays gone', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
    const request = deleteRequest(page)
    const reload = listRequest(page)
    await page.clock.fastForward(5_000)
    expect((await request).url()).toMatch(/\/v1\/widget\/PC-100001-008$/)
    await reload
    await expect(count(page)).toHaveText('6 online photo books')
    await expect(widget(page, 'Christmas 2025')).toHaveCount(0)
    await page.reload()
    await expect(count(page)).toHaveText('6 online photo books')
    await expect(widget(page, 'Christmas 2025')).toHaveCount(0)
  })

  test('each photo book’s actions run on their own: one still stopping its sharing while another is deleted', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt, scenarios: ['latency:widget-unshare-slow'] })
    const portugal = widget(page, 'Summer in Portugal')
    const pageTime = () => page.evaluate(() => Date.now())
    const clickedAt = await pageTime()
    await portugal.getByRole('button', { name: 'Stop sharing' }).click()
    await expect(portugal.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-busy', 'true')
    // Another photo book's sharing can be stopped meanwhile, and a third deleted.
    const wedding = widget(page, 'Our wedding day')
    await wedding.getByRole('button', { name: 'Stop sharing' }).click()
    await expect(wedding.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-busy', 'true')
    await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
    const request = deleteRequest(page)
    await page.clock.fastForward(5_000)
    await request
    await expect(count(page)).toHaveText('6 online photo books')
    await expect(widget(page, 'Christmas 2025')).toHaveCount(0)
    await expect(portugal.getByRole('button', { name: 'Stop sharing' })).toHaveAttribute('aria-busy', 'true')
    await expect(portugal.getByRole('button', { name: 'Delete' })).toBeEnabled()
    // Then the slow ones (10 s in the mock) finish, each on its own: the clock moves to just past the mock's 10 s,
    // not on to the 15 s time limit, which a jump over both would fire before the answer is read.
    const untilAnswered = clickedAt + 10_500 - (await pageTime())
    if (untilAnswered > 0) await page.clock.fastForward(untilAnswered)
    await expect(portugal.getByRole('definition').nth(1)).toHaveText('Not shared')
    await expect(wedding.getByRole('definition').nth(1)).toHaveText('Not shared')
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of (404|500)|Request failed: .* \(status 500\)/ })

    test('loading says so and can be tried again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['faults:widgets-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      const again = listRequest(page)
      await alert.getByRole('button', { name: 'Try again' }).click()
      await again
      await expect(page.getByRole('alert')).toBeVisible()
    })

    test('a failed Stop sharing says so at that photo book, with its reference, and the others still work', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path, clockAt, scenarios: ['faults:widget-unshare'] })
      const portugal = widget(page, 'Summer in Portugal')
      const request = unshareRequest(page)
      await portugal.getByRole('button', { name: 'Stop sharing' }).click()
      const correlationId = await (await request).headerValue('X-CorrelationId')
      const alert = portugal.getByRole('alert')
      await expect(alert).toContainText('Sharing could not be stopped. Please try again.')
      await expect(alert).toContainText(`Reference: ${correlationId}`)
      await expect(portugal.getByRole('definition').nth(1)).toHaveText(/^Shared since/)
      await expect(widget(page, 'Our wedding day').getByRole('alert')).toHaveCount(0)
      // Another photo book is deleted meanwhile.
      await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
      await page.clock.fastForward(5_000)
      await expect(count(page)).toHaveText('6 online photo books')
      await expect(alert).toContainText('Sharing could not be stopped.')
    })

    test('a failed deletion brings the photo book back with the failure, and others go on', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path, clockAt, scenarios: ['faults:widget-delete'] })
      await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
      await expect(count(page)).toHaveText('6 online photo books')
      const request = deleteRequest(page)
      await page.clock.fastForward(5_000)
      const correlationId = await (await request).headerValue('X-CorrelationId')
      const christmas = widget(page, 'Christmas 2025')
      await expect(christmas.getByRole('alert')).toContainText(
        '“Christmas 2025” could not be deleted. Please try again.',
      )
      await expect(christmas.getByRole('alert')).toContainText(`Reference: ${correlationId}`)
      await expect(count(page)).toHaveText('7 online photo books')
      // Stopping another one's sharing works while that failure stands.
      const portugal = widget(page, 'Summer in Portugal')
      await portugal.getByRole('button', { name: 'Stop sharing' }).click()
      await expect(portugal.getByRole('definition').nth(1)).toHaveText('Not shared')
      await expect(christmas.getByRole('alert')).toBeVisible()
    })
  })

  test.describe('a deletion sent on leaving the list', () => {
    test.use({ expectedConsoleErrors: /status of (404|500)|Request failed: .* \(status 500\)/ })

    test('that fails is told on the page gone to, naming the photo book, with the way back to it', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path, clockAt, scenarios: ['faults:widget-delete'] })
      await expect(count(page)).toHaveText('7 online photo books')
      await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
      const undo = page.getByRole('status').filter({ hasText: '“Christmas 2025” deleted' })
      await expect(undo).toBeVisible()
      // Within the undo window (the clock stands still), the customer goes on to their saved projects.
      const request = deleteRequest(page)
      await page
        .getByRole('navigation', { name: 'Account menu' })
        .getByRole('link', { name: 'Saved projects' })
        .click()
      const correlationId = await (await request).headerValue('X-CorrelationId')
      await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible()
      const failure = page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('alert')
        .filter({ hasText: '“Christmas 2025” could not be deleted.' })
      await expect(failure).toContainText(`Reference: ${correlationId}`)
      // Undo is no longer offered: the deletion has been sent.
      await expect(undo).toHaveCount(0)
      await failure.getByRole('link', { name: 'Back to your online photo books' }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/online-products')
      await expect(failure).toHaveCount(0)
      await expect(count(page)).toHaveText('7 online photo books')
      await expect(widget(page, 'Christmas 2025').getByRole('alert')).toContainText(
        '“Christmas 2025” could not be deleted. Please try again.',
      )
    })
  })

  test.describe('business customers', () => {
    test('are sent to the overview, from the list and from a share page, and have no menu item', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'b2b-default', path })
      await expect.poll(() => new URL(page.url()).pathname).toBe('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Online photo books' })).toHaveCount(0)
      await expect(
        page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Online products' }),
      ).toHaveCount(0)
      await openApp({ persona: 'b2b-default', path: '/online-products/PC-100001-001' })
      await expect.poll(() => new URL(page.url()).pathname).toBe('/')
      await expect(page.getByRole('link', { name: 'All online photo books' })).toHaveCount(0)
    })
  })

  test('in German', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, locale: 'de-AT' })
    await expect(page.getByRole('heading', { level: 1, name: 'Online-Fotobücher' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '7 Online-Fotobücher' })).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: 'Online-Fotobücher' })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Löschen' }),
    ).toBeVisible()
  })

  test(`has no axe violations at 375 and 1280 px: the list, a failure and the empty state`, async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path, clockAt })
    await expect(widgets(page)).toHaveCount(7)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await widget(page, 'Christmas 2025').getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ persona: 'new-customer', path })
    await expect(page.getByRole('heading', { name: 'No online photo books' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})

// Issue 20, beyond the spec: the overview offers to continue the saved project last worked on.
test.describe('the overview', () => {
  test('offers the saved project changed last, to continue in the editor', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/saved-projects' })
    const newest = page.getByRole('list', { name: 'Saved projects' }).getByRole('listitem').first()
    const title = (await newest.getByRole('heading').textContent())!
    const editor = await newest.getByRole('link', { name: 'Continue editing' }).getAttribute('href')
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Overview' })
      .click()
    const latest = page.getByRole('region', { name: 'Pick up where you left off' })
    await expect(latest).toContainText(title)
    await expect(latest).toContainText(/, last changed \d{1,2} \w+ \d{4}/)
    await expect(latest.getByRole('link', { name: 'Continue editing' })).toHaveAttribute('href', editor!)
    expect(await axeViolations(page)).toEqual([])
    await latest.getByRole('link', { name: 'All saved projects' }).click()
    await expect(page).toHaveURL(/\/saved-projects$/)
  })

  test('says nothing of projects when there are none', async ({ page, openApp }) => {
    await openApp({ persona: 'new-customer', path: '/' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Saved projects' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Pick up where you left off' })).toHaveCount(0)
  })
})
