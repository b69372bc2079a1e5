import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { axeViolationsAtBothWidths } from './axe'
import { expect, readTheMessage, test } from './fixtures'
import { asPrinted } from './printed'

/** A fixed day, so the vouchers' and delivery dates' wording does not depend on today. */
const clockAt = '2026-11-24T09:00:00Z'
const details = (code: string) => `/orders/${code}`
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const summary = (page: Page) => page.getByRole('region', { name: 'There is a problem' })

test.describe('order details', () => {
  // Delivery dates and unknown orders answer 404, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ })

  test('shows each product with its status, progress in words, voucher and the delivery', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-10'), clockAt })
    await expect(page.getByRole('heading', { level: 1, name: 'Order SO-100001-10' })).toBeVisible()
    await expect(page.getByText(/^Ordered on \d{1,2} November 2026 · 3 products$/)).toBeVisible()
    const products = section(page, 'Products').getByRole('article')
    await expect(products).toHaveCount(3)
    const first = products.first()
    await expect(first.getByRole('term')).toHaveText([
      'Product',
      'Product number',
      'Quantity',
      'Status',
      'Expected delivery',
      'Voucher',
    ])
    await expect(first.getByRole('definition').nth(1)).toHaveText('PR-100001-10-1')
    await expect(first.getByText('In production', { exact: true }).first()).toBeVisible()
    // The tracker says each step in words, not only by colour.
    const steps = first.getByRole('list', { name: /^Progress of / }).getByRole('listitem')
    await expect(steps).toHaveText(['Ordered(done)', 'In production(current step)', 'Sent(still to come)'])
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step')
    await expect(first.getByRole('definition').nth(5)).toHaveText(
      /^THANKS-\w{6} .* off, valid until \d{1,2} \w+ \d{4}$/,
    )
    // The third product is delayed: the note says so beside its status.
    await expect(products.nth(2).getByText('Delayed')).toBeVisible()

    const delivery = section(page, 'Delivery')
    await expect(delivery.getByRole('term')).toHaveText([
      'Delivery type',
      'Delivery address',
      'Expected dispatch',
      'Expected delivery',
    ])
    await expect(delivery.getByRole('definition').first()).toHaveText('Pickup point')
    await expect(delivery.getByRole('definition').nth(1)).toContainText('Rozengracht 44')
    await expect(delivery.getByRole('definition').nth(3)).toHaveText(/\d{1,2}.*–.*\d{4}$/)
    // Production has started: the address can no longer change.
    await expect(page.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0)
  })

  test('a cancelled product says so apart from the tracker, and no dates means none shown', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-07'), clockAt })
    const products = section(page, 'Products').getByRole('article')
    await expect(products).toHaveCount(2)
    await expect(products.first().getByText('This product has been cancelled.')).toBeVisible()
    await expect(products.first().getByRole('list', { name: /^Progress of / })).toHaveCount(0)
    await expect(section(page, 'Delivery').getByRole('term')).toHaveText([
      'Delivery type',
      'Delivery address',
    ])
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('delivery dates that answer 404 show nothing, and no error', async ({ page, openApp }) => {
    await openApp({
      persona: 'consumer',
      path: details('SO-100001-11'),
      clockAt,
      scenarios: ['delivery:no-dates'],
    })
    await expect(section(page, 'Delivery').getByRole('term')).toHaveText([
      'Delivery type',
      'Delivery address',
    ])
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test.describe('asking for delivery dates', () => {
    // What the delivery service's contract answers 404 for is not asked: nothing in the console either.
    test.use({ expectedConsoleErrors: undefined })

    for (const [orderCode, kind, asked] of [
      ['SO-100001-13', 'awaiting payment', 0],
      ['SO-100001-05', 'delivered long ago', 0],
      ['SO-100001-10', 'in production', 1],
    ] as const) {
      test(`an order ${kind} asks for them ${asked ? 'once' : 'not at all'}`, async ({ page, openApp }) => {
        const requests: string[] = []
        page.on('request', (request) => {
          if (/\/OrderDeliveryDates\//.test(request.url())) requests.push(request.url())
        })
        await openApp({ persona: 'consumer', path: details(orderCode), clockAt })
        await expect(section(page, 'Delivery').getByRole('term').first()).toHaveText('Delivery type')
        if (asked)
          await expect(section(page, 'Delivery').getByRole('term')).toContainText(['Expected delivery'])
        // Settled: whatever the page was going to ask for has been asked.
        await page.waitForLoadState('networkidle')
        expect(requests).toHaveLength(asked)
      })
    }
  })

  test.describe('in Italian', () => {
    // Seeded 200 days before the clock's day (between 14:00 and midnight UTC): 12 May 2026 - 200 days is 11 May.
    test.use({ timezoneId: 'UTC' })

    test('an order placed on the 11th says l’11, not il 11', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-03'),
        clockAt: '2026-11-28T09:00:00Z',
        locale: 'it-IT',
      })
      await expect(page.getByText(/^Ordinato /)).toHaveText('Ordinato l’11 maggio 2026 · 1 prodotto')
    })
  })

  test('a sent order links to the carrier’s tracking', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-08'), clockAt })
    await expect(section(page, 'Delivery').getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://track.carrier.example/SO-100001-08',
    )
    await expect(
      section(page, 'Products')
        .getByRole('article')
        .first()
        .getByRole('list', { name: /^Progress of / })
        .getByRole('listitem'),
    ).toHaveText(['Ordered(done)', 'In production(done)', 'Sent(current step)'])
  })

  test('the product’s PDF is saved as a file with its bytes', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-10'), clockAt })
    const first = section(page, 'Products').getByRole('article').first()
    const saved = page.waitForEvent('download')
    await first.getByRole('button', { name: 'Download PDF' }).click()
    const download = await saved
    expect(download.suggestedFilename()).toBe('PR-100001-10-1.pdf')
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(500)
    // Products without a PDF offer none.
    await expect(
      section(page, 'Products').getByRole('article').nth(1).getByRole('button', { name: 'Download PDF' }),
    ).toHaveCount(0)
  })

  test('the customer’s PDFs of every order are listed and link to their order', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-10'), clockAt })
    const pdfs = section(page, 'Your PDFs')
    await expect(pdfs.getByRole('listitem')).toHaveCount(6)
    // Dated as every other day in the app ('4 August 2026', decision 0027), not '4 Aug 2026'.
    for (const item of await pdfs.getByRole('listitem').all())
      await expect(item).toContainText(
        / · \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
      )
    await pdfs.getByRole('link', { name: 'SO-100001-08' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Order SO-100001-08' })).toBeVisible()
    // There, that order's own come first (plain text: it is the page already), then the others' (links).
    await expect(pdfs.getByRole('listitem')).toHaveCount(6)
    const kinds = await pdfs
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => (item.querySelector('a') ? 'other' : 'this')))
    expect(kinds.indexOf('other')).toBeGreaterThan(0)
    expect(kinds.slice(kinds.indexOf('other'))).not.toContain('this')
  })

  test('an expired voucher can be renewed', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-05'), clockAt })
    const first = section(page, 'Products').getByRole('article').first()
    await expect(first.getByText(/off, expired on/)).toBeVisible()
    await first.getByRole('button', { name: 'Renew voucher' }).click()
    await expect(first.getByText(/off, valid until/)).toBeVisible()
    await expect(first.getByRole('button', { name: 'Renew voucher' })).toHaveCount(0)
  })

  test('an unknown order says Order not found', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: details('SO-999999-01'), clockAt })
    await expect(page.getByRole('alert')).toHaveText('Order not found')
    await page.getByRole('link', { name: 'All orders' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of (404|500|409)|Request failed: .* \(status (404|500|409)\)/ })

    test('loading says the spec’s message and tries again', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-10'),
        clockAt,
        scenarios: ['faults:order-load'],
      })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'An error occurred loading this order, please contact us to report this issue.',
      )
      // The failed call's correlation id, to quote when contacting us.
      await expect(alert).toContainText(/Reference: [0-9a-f-]{36}/)
      const retried = page.waitForRequest((request) => request.url().includes('/v1/superorders/SO-100001-10'))
      await alert.getByRole('button', { name: 'Try again' }).click()
      await retried
      await expect(page.getByRole('alert')).toContainText('An error occurred loading this order')
    })

    test('a failed reorder says so and can be tried again', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-08'),
        clockAt,
        scenarios: ['faults:reorder'],
      })
      await page.getByRole('button', { name: 'Order again' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        /^An unexpected error has occurred, please contact us if you continue to have problems\. ?Reference: [0-9a-f-]{36}$/,
      )
      await expect(page.getByRole('button', { name: 'Order again' })).toBeEnabled()
    })

    test('a failed PDF download says so', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-10'),
        clockAt,
        scenarios: ['faults:product-pdf'],
      })
      await section(page, 'Products')
        .getByRole('article')
        .first()
        .getByRole('button', { name: 'Download PDF' })
        .click()
      await expect(page.getByRole('alert')).toHaveText('The PDF could not be downloaded. Please try again.')
    })

    test('a PDF that is gone says so', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-10'),
        clockAt,
        scenarios: ['faults:product-pdf-missing'],
      })
      await section(page, 'Products')
        .getByRole('article')
        .first()
        .getByRole('button', { name: 'Download PDF' })
        .click()
      await expect(page.getByRole('alert')).toHaveText('This PDF is no longer available.')
    })

    test('failed delivery dates say so under Delivery and load again on Try again', async ({
      page,
      openApp,
    }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-10'),
        clockAt,
        scenarios: ['faults:delivery-dates'],
      })
      const delivery = section(page, 'Delivery')
      await expect(delivery.getByRole('alert')).toContainText('The delivery dates could not be loaded.')
      await expect(section(page, 'Products').getByRole('article')).toHaveCount(3)
      const again = page.waitForRequest((request) =>
        request.url().includes('/OrderDeliveryDates/SO-100001-10'),
      )
      await delivery.getByRole('button', { name: 'Try again' }).click()
      await again
      await expect(delivery.getByRole('alert')).toBeVisible()
    })

    test('a failed voucher renewal says so', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-05'),
        clockAt,
        scenarios: ['faults:voucher-refresh'],
      })
      const first = section(page, 'Products').getByRole('article').first()
      await first.getByRole('button', { name: 'Renew voucher' }).click()
      await expect(first.getByRole('alert')).toHaveText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(first.getByText(/off, expired on/)).toBeVisible()
    })

    test('a failed reorder status offers no Order again, and the rest of the order shows', async ({
      page,
      openApp,
    }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-08'),
        clockAt,
        scenarios: ['faults:reorder-status'],
      })
      await expect(section(page, 'Products').getByRole('article')).toHaveCount(2)
      await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(0)
    })

    test('a failed address change keeps what was typed and can be sent again', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-13'),
        clockAt,
        scenarios: ['faults:delivery-address'],
      })
      await page.getByRole('button', { name: 'Change delivery address' }).click()
      await textbox(page, 'Street').fill('Herengracht')
      await page.getByRole('button', { name: 'Save delivery address' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        /^The delivery address could not be changed\. Please try again\. ?Reference: [0-9a-f-]{36}$/,
      )
      await expect(textbox(page, 'Street')).toHaveValue('Herengracht')
      await readTheMessage(page)
      const again = page.waitForRequest((request) => request.method() === 'PUT')
      await page.getByRole('button', { name: 'Save delivery address' }).click()
      await again
      await expect(page.getByRole('alert')).toHaveText(
        /^The delivery address could not be changed\. Please try again\. ?Reference: [0-9a-f-]{36}$/,
      )
    })

    test('an address the order can no longer take (409) says so', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-13'),
        clockAt,
        scenarios: ['faults:order-address-refused'],
      })
      await page.getByRole('button', { name: 'Change delivery address' }).click()
      await page.getByRole('button', { name: 'Save delivery address' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        /^The delivery address of this order can no longer be changed: production has started\. ?Reference: [0-9a-f-]{36}$/,
      )
    })
  })

  test('prints the order only: black on white, without the shell, the PDFs or anything to press', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-08'), clockAt })
    await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your PDFs' })).toBeVisible()
    expect(await asPrinted(page)).toEqual({
      shell: [],
      controls: [],
      colours: ['rgb(0, 0, 0)'],
      background: 'rgba(0, 0, 0, 0)',
      scheme: 'light',
    })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SO-100001-08')
    await expect(page.getByRole('main')).toContainText('Keizersgracht 123B')
    await expect(page.getByRole('heading', { name: 'Your PDFs' })).toBeHidden()
  })

  test('prints black on white in the dark scheme too', async ({ page, openApp }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openApp({ persona: 'consumer', path: details('SO-100001-08'), clockAt })
    await expect(page.getByRole('heading', { level: 1 })).toContainText('SO-100001-08')
    expect(await asPrinted(page)).toMatchObject({ colours: ['rgb(0, 0, 0)'], scheme: 'light' })
  })

  // Issue 43: the printed order carried no shop name (the header, with the brand's wordmark, is not printed).
  for (const { brand, name } of [
    { brand: 'printbloom-gb', name: 'Printbloom' },
    { brand: 'lumiere-fr', name: 'Atelier Lumière' },
  ]) {
    test(`the printed order carries the shop’s name (${brand}), which the screen shows in its header only`, async ({
      page,
      openApp,
    }) => {
      await openApp({ brand, persona: 'consumer', path: details('SO-100001-08'), clockAt })
      await expect(page.getByRole('heading', { level: 1 })).toContainText('SO-100001-08')
      // On screen the header's wordmark names the shop, once.
      const shopName = page.getByText(name, { exact: true }).filter({ visible: true })
      await expect(shopName).toHaveCount(1)
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('.shell__header')).toBeHidden()
      await expect(shopName).toHaveCount(1)
      // Above the order's heading, as a letterhead.
      const [nameTop, headingTop] = await Promise.all([
        shopName.evaluate((element) => element.getBoundingClientRect().top),
        page.getByRole('heading', { level: 1 }).evaluate((element) => element.getBoundingClientRect().top),
      ])
      expect(nameTop).toBeLessThan(headingTop)
    })
  }

  test.describe('order again', () => {
    test('goes to the ShopUrl on the brand’s storefront with a full page load', async ({ page, openApp }) => {
      await page.route('https://www.printbloom.co.uk/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Basket</title><h1>Basket</h1>' }),
      )
      await openApp({ persona: 'consumer', path: details('SO-100001-08'), clockAt })
      await page.getByRole('button', { name: 'Order again' }).click()
      await expect(page).toHaveURL('https://www.printbloom.co.uk/basket/reorder?orderCode=SO-100001-08')
      await expect(page.getByRole('heading', { name: 'Basket' })).toBeVisible()
    })

    test('on plain localhost, which is Printbloom GB, goes to that storefront too', async ({
      page,
      openApp,
    }) => {
      await page.route('https://www.printbloom.co.uk/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Basket</title><h1>Basket</h1>' }),
      )
      await openApp({ host: 'localhost', persona: 'consumer', path: details('SO-100001-08'), clockAt })
      await page.getByRole('button', { name: 'Order again' }).click()
      await expect(page).toHaveURL('https://www.printbloom.co.uk/basket/reorder?orderCode=SO-100001-08')
    })

    test.describe('a foreign ShopUrl', () => {
      test.use({ expectedConsoleErrors: /status of 404|RefusedShopUrl/ })

      test('refuses a ShopUrl on another host with a clear message', async ({ page, openApp }) => {
        await openApp({
          persona: 'consumer',
          path: details('SO-100001-08'),
          clockAt,
          scenarios: ['reorder:foreign-shop'],
        })
        await page.getByRole('button', { name: 'Order again' }).click()
        await expect(page.getByRole('alert')).toHaveText(
          'We could not take you to the shop safely. Please contact us to order again.',
        )
        await expect(page).toHaveURL(/\/orders\/SO-100001-08/)
      })
    })
    test('is not offered when the order cannot be reordered', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-08'),
        clockAt,
        scenarios: ['reorder:unavailable'],
      })
      await expect(section(page, 'Products').getByRole('article')).toHaveCount(2)
      await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(0)
    })

    test('says when ordering again is being prepared', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: details('SO-100001-09'), clockAt })
      await expect(
        page.getByText('Ordering again is being prepared for this order. Please try again in a few minutes.'),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: 'Order again' })).toHaveCount(0)
    })
  })

  test.describe('changing the delivery address', () => {
    test('before payment it is changed at once: editing, sending, changed, and still so after a reload', async ({
      page,
      openApp,
    }) => {
      // The service answers after 2 s, so the sending state can be seen.
      await openApp({
        persona: 'consumer',
        path: details('SO-100001-13'),
        clockAt,
        scenarios: ['latency:order-address-slow'],
      })
      const delivery = section(page, 'Delivery')
      // NotStarted: the change is offered.
      await delivery.getByRole('button', { name: 'Change delivery address' }).click()
      // Editing: the form holds the current address.
      await expect(page.getByRole('heading', { level: 3, name: 'New delivery address' })).toBeVisible()
      await expect(textbox(page, 'Street')).toHaveValue('Keizersgracht')
      await textbox(page, 'Street').fill('Herengracht')
      await textbox(page, 'House number').fill('301')
      await textbox(page, 'Postal code').fill('1016 AJ')
      await page.getByRole('button', { name: 'Save delivery address' }).click()
      // RequestInProgress: busy, and said.
      await expect(
        page.getByRole('status').filter({ hasText: 'Sending your new delivery address…' }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: /Save delivery address/ })).toBeDisabled()
      // SuccessfulUpdate.
      await expect(
        page.getByRole('status').filter({ hasText: 'The delivery address has been changed.' }),
      ).toBeVisible()
      await expect(delivery.getByRole('definition').nth(1)).toContainText('Herengracht 301')
      await page.reload()
      await expect(section(page, 'Delivery').getByRole('definition').nth(1)).toContainText('Herengracht 301')
      await expect(
        page.getByRole('status').filter({ hasText: 'The delivery address has been changed.' }),
      ).toBeVisible()
    })

    test('once ordered the change is sent to production: RequestSent and change in progress', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path: details('SO-100001-12'), clockAt })
      await page.getByRole('button', { name: 'Change delivery address' }).click()
      await textbox(page, 'Town or city').fill('Haarlem')
      await textbox(page, 'Postal code').fill('2011 AB')
      await page.getByRole('button', { name: 'Save delivery address' }).click()
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Your new delivery address has been sent to production.' }),
      ).toBeVisible()
      await expect(section(page, 'Delivery').getByRole('definition').first()).toHaveText('Change in progress')
      await expect(page.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0)
    })

    test('an earlier change that failed is said when the page opens', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: details('SO-100001-09'), clockAt })
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Your last change of the delivery address could not be made.' }),
      ).toBeVisible()
    })

    test('each of the spec’s messages is in the summary and at its field, and Cancel goes back', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path: details('SO-100001-13'), clockAt })
      await page.getByRole('button', { name: 'Change delivery address' }).click()
      await textbox(page, 'Street').fill('1')
      await textbox(page, 'House number').fill('twelve')
      await textbox(page, 'Postal code').fill('1016')
      await textbox(page, 'Phone number').fill('123')
      await page.getByRole('button', { name: 'Save delivery address' }).click()
      await expect(summary(page)).toBeFocused()
      await expect(summary(page).getByRole('link')).toHaveText([
        'Street name must be valid',
        'Street number must be valid',
        'Postal Code must be valid',
        'Phone number must be valid',
      ])
      await summary(page).getByRole('link', { name: 'Postal Code must be valid' }).click()
      await expect(textbox(page, 'Postal code')).toBeFocused()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByRole('button', { name: 'Change delivery address' })).toBeFocused()
    })

    test.describe('a refused address', () => {
      test.use({ expectedConsoleErrors: /status of (404|400)|\(status 400\)/ })

      test('a 400 from the service puts its messages at their fields', async ({ page, openApp }) => {
        await openApp({
          persona: 'consumer',
          path: details('SO-100001-13'),
          clockAt,
          scenarios: ['order-address:invalid'],
        })
        await page.getByRole('button', { name: 'Change delivery address' }).click()
        await page.getByRole('button', { name: 'Save delivery address' }).click()
        await expect(summary(page).getByRole('link')).toHaveText([
          'Street number must be valid',
          'Postal Code must be valid',
        ])
      })
    })
    test('is not offered for a pickup point', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: details('SO-100001-10'), clockAt })
      await expect(section(page, 'Delivery')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0)
    })
  })

  test(`has no axe violations at 375 and 1280 px, with the address form open too`, async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: details('SO-100001-10'), clockAt })
    await expect(section(page, 'Your PDFs')).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ persona: 'consumer', path: details('SO-100001-13'), clockAt })
    await page.getByRole('button', { name: 'Change delivery address' }).click()
    await textbox(page, 'Postal code').fill('x')
    await page.getByRole('button', { name: 'Save delivery address' }).click()
    await expect(summary(page)).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ persona: 'consumer', path: details('SO-999999-01'), clockAt })
    await expect(page.getByRole('alert')).toHaveText('Order not found')
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
