import type { Page } from '@playwright/test'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'
import { recordShiftsAfterHeading } from './layout-shifts'

const pathOf = (code: string) => `/online-products/${code}`
const notShared = pathOf('PC-100001-002') // Grandma’s 80th birthday
const inGallery = pathOf('PC-100001-001') // Summer in Portugal: shared, in the gallery under Travel and Holidays
const sharedOnly = pathOf('PC-100001-003') // Our wedding day: shared, not in the gallery
const blocked = pathOf('PC-100001-005') // Road trip through Scotland: its order is blocked

/** The widget's sharing state among its facts (the catalogue's size comes before it once the articles are in). */
const sharing = (page: Page) => page.getByRole('definition').filter({ hasText: /^(Shared since|Not shared)/ })
const articlesRequest = (page: Page) =>
  page.waitForRequest((request) => request.postDataJSON()?.operationName === 'Channel')
const shareSection = (page: Page) => page.getByRole('region', { name: 'Share by e-mail' })
const gallery = (page: Page) => page.getByRole('region', { name: 'Gallery' })
const shareRequest = (page: Page) =>
  page.waitForRequest((request) => request.method() === 'PUT' && request.url().includes('/share?'))
const galleryRequest = (page: Page, method: string) =>
  page.waitForRequest(
    (request) => request.method() === method && request.url().includes('/v1/galleryentries'),
  )

async function fillShareForm(page: Page, values: { name?: string; email?: string; message?: string }) {
  const form = shareSection(page)
  if (values.name !== undefined) await form.getByRole('textbox', { name: 'Your name' }).fill(values.name)
  if (values.email !== undefined)
    await form.getByRole('textbox', { name: 'Recipient’s e-mail address' }).fill(values.email)
  if (values.message !== undefined)
    await form.getByRole('textbox', { name: 'Personal message (optional)' }).fill(values.message)
}

test.describe('widget share page', () => {
  // The blocked-order check answers 404 for an order that is not blocked (its contract), which the browser logs.
  test.use({ expectedConsoleErrors: /status of 404/ })

  test('checks the order without a token, then shares by e-mail with the recipient base64 encoded', async ({
    page,
    openApp,
  }) => {
    const check = page.waitForRequest((request) => request.url().includes('/v1/blockedorders/'))
    const articles = articlesRequest(page)
    await openApp({ persona: 'consumer', path: notShared })
    const blockedCheck = await check
    expect(blockedCheck.url()).toMatch(/\/v1\/blockedorders\/PC-100001-002$/)
    expect(await blockedCheck.headerValue('Authorization')).toBeNull()

    await expect(page.getByRole('heading', { level: 1, name: 'Grandma’s 80th birthday' })).toBeVisible()
    // The product in the catalogue's words: the storefront channel's articles, by its code and locale.
    expect((await articles).postDataJSON().variables).toEqual({ code: 'printbloom-gb', locale: 'en-GB' })
    await expect(page.getByRole('definition')).toHaveText([
      'Softcover photo book A5 portrait 24 pages',
      '14.8 × 21 cm',
      'Not shared',
    ])
    await expect(page.getByRole('term')).toHaveText(['Product', 'Size', 'Sharing'])
    await fillShareForm(page, {
      name: 'Alex Morgan',
      email: 'kim.lee@example.com',
      message: 'Look at this!\nLove, A.',
    })
    // The preview follows what is typed.
    const preview = page.getByRole('complementary', { name: 'Preview of the e-mail' })
    await expect(preview).toContainText('Alex Morgan has shared a photo book with you')
    await expect(preview).toContainText(
      'Alex Morgan would like to show you the photo book “Grandma’s 80th birthday”.',
    )
    await expect(preview).toContainText('Look at this!')

    const request = shareRequest(page)
    await shareSection(page).getByRole('button', { name: 'Send' }).click()
    const query = new URL((await request).url()).searchParams
    expect(query.get('toEmailAddress')).toBe(Buffer.from('kim.lee@example.com').toString('base64'))
    expect(query.get('toEmailAddress')).toBe('a2ltLmxlZUBleGFtcGxlLmNvbQ==')
    expect(query.get('fromName')).toBe('Alex Morgan')
    expect(query.get('vendorId')).toBe('printbloom')
    expect(query.get('personalMessage')).toBe('Look at this!\nLove, A.')
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'The photo book has been shared with kim.lee@example.com.' }),
    ).toBeVisible()
    await expect(sharing(page)).toHaveText(/^Shared since/)
    // Ready for the next recipient; the sender name stays, also next time.
    await expect(shareSection(page).getByRole('textbox', { name: 'Recipient’s e-mail address' })).toHaveValue(
      '',
    )
    await page.reload()
    await expect(shareSection(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('Alex Morgan')
    await expect(preview).toContainText('Alex Morgan has shared a photo book with you')
  })

  test('says what is missing, linked to the fields, and sends nothing', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: notShared })
    let shares = 0
    page.on('request', (request) => {
      if (request.url().includes('/share?')) shares++
    })
    await fillShareForm(page, { email: 'kim.lee@' })
    await shareSection(page).getByRole('button', { name: 'Send' }).click()
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText(['Enter your name', 'Enter a valid e-mail address'])
    await summary.getByRole('link', { name: 'Enter a valid e-mail address' }).click()
    await expect(
      shareSection(page).getByRole('textbox', { name: 'Recipient’s e-mail address' }),
    ).toBeFocused()
    expect(shares).toBe(0)
  })

  test('a name or message with a hidden character is refused at its field, kept as typed, and not sent', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: notShared })
    let shares = 0
    page.on('request', (request) => {
      if (request.url().includes('/share?')) shares++
    })
    // Line breaks are a message's own; a zero-width space or a text-direction override is not.
    await fillShareForm(page, {
      name: 'Alex\u200b',
      email: 'kim.lee@example.com',
      message: 'Look at this!\nLove, \u202eA.',
    })
    await shareSection(page).getByRole('button', { name: 'Send' }).click()
    const summary = page.getByRole('region', { name: 'There is a problem' })
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      'This contains a hidden or control character that can’t be used here. Please remove it or type the text again.',
      'This contains a hidden or control character that can’t be used here. Please remove it or type the text again.',
    ])
    const message = shareSection(page).getByRole('textbox', { name: 'Personal message (optional)' })
    await summary.getByRole('link').last().click()
    await expect(message).toBeFocused()
    await expect(message).toHaveValue('Look at this!\nLove, \u202eA.')
    await expect(shareSection(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('Alex\u200b')
    expect(shares).toBe(0)
  })

  test('a blocked order is explained and sharing is not offered', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: blocked })
    await expect(page.getByRole('heading', { level: 1, name: 'Road trip through Scotland' })).toBeVisible()
    await expect(shareSection(page)).toContainText('This photo book cannot be shared')
    await expect(shareSection(page)).toContainText(
      'Its content has been reported and is being reviewed. Please contact customer care if you have any questions.',
    )
    await expect(page.getByRole('textbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0)
  })

  test.describe('an unknown product code', () => {
    // The widget service answers 401 for a widget that is not there (docs/requirements/services.md#services-widgets),
    // which the browser logs.
    test.use({ expectedConsoleErrors: /status of (401|404)/ })

    test('a product code that is not the customer’s says so (401 means none), not an error page', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path: pathOf('PC-424242-001') })
      await expect(page.getByRole('heading', { level: 2, name: 'Online photo book not found' })).toBeVisible()
      await expect(
        page.getByText('There is no online photo book with the code PC-424242-001 in your account.'),
      ).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await page.getByRole('main').getByRole('link', { name: 'All online photo books' }).last().click()
      await expect(page).toHaveURL(/\/online-products$/)
    })
  })

  test('Stop sharing ends the sharing; the gallery then waits for a share', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: sharedOnly })
    await expect(gallery(page)).toContainText('This photo book is not in the gallery.')
    await page.getByRole('button', { name: 'Stop sharing' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: '“Our wedding day” is no longer shared' }),
    ).toBeFocused()
    await expect(sharing(page)).toHaveText('Not shared')
    await expect(gallery(page)).toContainText(
      'Only shared photo books can be in the gallery. Share this photo book first.',
    )
  })

  test('publishes to the gallery under chosen categories, changes them and removes the entry', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: inGallery })
    const section = gallery(page)
    await expect(section).toContainText('In the gallery under Travel and Holidays')
    const categories = section.getByRole('group', { name: 'Categories (up to 5)' })
    await expect(categories.getByRole('checkbox', { name: 'Travel' })).toBeChecked()
    await expect(categories.getByRole('checkbox', { name: 'Family' })).not.toBeChecked()

    await categories.getByRole('checkbox', { name: 'Family' }).check()
    const update = galleryRequest(page, 'PUT')
    await section.getByRole('button', { name: 'Save categories' }).click()
    const put = await update
    expect(new URL(put.url()).searchParams.get('channel')).toBe('printbloom-gb')
    expect(put.postDataJSON()).toEqual({ categories: ['Travel', 'Holidays', 'Family'] })
    await expect(section.getByRole('status').filter({ hasText: 'Categories saved' })).toBeVisible()
    await expect(section).toContainText('In the gallery under Travel, Holidays and Family')

    const removal = galleryRequest(page, 'DELETE')
    await section.getByRole('button', { name: 'Remove from the gallery' }).click()
    expect(new URL((await removal).url()).searchParams.get('channel')).toBe('printbloom-gb')
    await expect(section.getByRole('status').filter({ hasText: 'Removed from the gallery' })).toBeVisible()
    await expect(section).toContainText('This photo book is not in the gallery.')

    for (const name of ['Travel', 'Holidays', 'Family'])
      await categories.getByRole('checkbox', { name }).uncheck()
    await section.getByRole('button', { name: 'Publish in the gallery' }).click()
    await expect(categories).toContainText('Choose at least one category')
    await categories.getByRole('checkbox', { name: 'Nature' }).check()
    const creation = galleryRequest(page, 'POST')
    await section.getByRole('button', { name: 'Publish in the gallery' }).click()
    expect((await creation).postDataJSON()).toEqual({
      widgetId: 'PC-100001-001',
      channel: 'printbloom-gb',
      categories: ['Nature'],
    })
    await expect(section.getByRole('status').filter({ hasText: 'Published in the gallery' })).toBeVisible()
    await page.reload()
    await expect(gallery(page)).toContainText('In the gallery under Nature')
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('nothing shown moves as the cover, the catalogue’s size and Download PDF arrive', async ({
      page,
      openApp,
    }) => {
      const shiftSinceHeading = await recordShiftsAfterHeading(page)
      await openApp({ persona: 'consumer', path: inGallery })
      await expect(page.getByRole('definition')).toHaveText([
        'Hardcover photo book A4 landscape 48 pages',
        '29.7 × 21 cm',
        /^Shared since/,
      ])
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
      await expect(gallery(page).getByRole('checkbox', { name: 'Travel' })).toBeChecked()
      await expect
        .poll(() =>
          page.locator('.widget-share__cover img').evaluate((image: HTMLImageElement) => image.complete),
        )
        .toBe(true)
      // The cover's frame had its size from the first paint, and the facts and actions came together, under it.
      expect(await shiftSinceHeading()).toBeLessThan(0.005)
    })
  })

  test('offers the product’s PDF and saves it under its code', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: inGallery })
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    expect((await download).suggestedFilename()).toBe('PC-100001-001.pdf')
  })

  test.describe('when a service fails', () => {
    test.use({ expectedConsoleErrors: /status of (400|401|404|500)|Request failed|Channels? failed/ })

    test('loading the photo book says so and can be tried again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: notShared, scenarios: ['faults:widgets-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      const again = page.waitForRequest((request) => request.url().includes('/v1/widget/PC-100001-002'))
      await alert.getByRole('button', { name: 'Try again' }).click()
      await again
    })

    test('a widget answered with 401 is no widget, not an error', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: notShared, scenarios: ['faults:widget-401'] })
      await expect(page.getByRole('heading', { level: 2, name: 'Online photo book not found' })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
    })

    test('a failed share says so with its reference and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: notShared, scenarios: ['faults:widget-share'] })
      await fillShareForm(page, { name: 'Alex', email: 'kim.lee@example.com', message: 'Hello' })
      const request = shareRequest(page)
      await shareSection(page).getByRole('button', { name: 'Send' }).click()
      const correlationId = await (await request).headerValue('X-CorrelationId')
      const alert = shareSection(page).getByRole('alert')
      await expect(alert).toContainText('The photo book could not be shared. Please try again.')
      await expect(alert).toContainText(`Reference: ${correlationId}`)
      await expect(
        shareSection(page).getByRole('textbox', { name: 'Recipient’s e-mail address' }),
      ).toHaveValue('kim.lee@example.com')
      await expect(
        shareSection(page).getByRole('textbox', { name: 'Personal message (optional)' }),
      ).toHaveValue('Hello')
    })

    test('a refused share (4xx) asks to check the details', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: notShared, scenarios: ['faults:widget-share-refused'] })
      await fillShareForm(page, { name: 'Alex', email: 'kim.lee@example.com' })
      await shareSection(page).getByRole('button', { name: 'Send' }).click()
      await expect(shareSection(page).getByRole('alert')).toContainText(
        'The photo book could not be shared with these details. Please check them and try again.',
      )
    })

    test('a failed Stop sharing says so and the photo book stays shared', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: sharedOnly, scenarios: ['faults:widget-unshare'] })
      await page.getByRole('button', { name: 'Stop sharing' }).click()
      await expect(page.getByRole('alert')).toContainText('Sharing could not be stopped. Please try again.')
      await expect(sharing(page)).toHaveText(/^Shared since/)
    })

    test('merchandise GraphQL errors are shown as a failure instead of the form', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path: notShared, scenarios: ['faults:merchandise'] })
      await expect(shareSection(page).getByRole('alert')).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0)
    })

    test('a GraphQL error for the catalogue’s articles is a failure at the product, with a retry; sharing goes on', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path: inGallery, scenarios: ['faults:merchandise-articles'] })
      const summary = page.getByRole('main').getByRole('alert')
      await expect(summary).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      // The product is still named, in the app's words.
      await expect(page.getByRole('definition')).toHaveText([
        'Hardcover photo book 48 pages',
        /^Shared since/,
      ])
      await expect(shareSection(page).getByRole('button', { name: 'Send' })).toBeVisible()
      await expect(gallery(page).getByRole('checkbox', { name: 'Travel' })).toBeChecked()
      const again = articlesRequest(page)
      await summary.getByRole('button', { name: 'Try again' }).click()
      await again
    })

    test('a failed blocked-order check is shown instead of the form', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: notShared, scenarios: ['faults:blocked-order-check'] })
      await expect(shareSection(page).getByRole('alert')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0)
    })

    test('gallery failures are said in the gallery, each action on its own', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: inGallery,
        scenarios: ['faults:gallery-save', 'faults:gallery-delete'],
      })
      const section = gallery(page)
      await section.getByRole('checkbox', { name: 'Family' }).check()
      await section.getByRole('button', { name: 'Save categories' }).click()
      await expect(section.getByRole('alert')).toHaveText(
        /^The gallery entry could not be saved\. Please try again\.Reference: /,
      )
      await section.getByRole('button', { name: 'Remove from the gallery' }).click()
      await expect(section.getByRole('alert').filter({ hasText: 'could not be removed' })).toContainText(
        'The photo book could not be removed from the gallery. Please try again.',
      )
      await expect(section.getByRole('alert').filter({ hasText: 'could not be saved' })).toBeVisible()
      await expect(section).toContainText('In the gallery under Travel and Holidays')
    })

    test('failing categories are said in the gallery, with a retry', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: inGallery, scenarios: ['faults:gallery-categories'] })
      const alert = gallery(page).getByRole('alert')
      await expect(alert).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      const again = page.waitForRequest((request) => request.url().includes('/v1/categories'))
      await alert.getByRole('button', { name: 'Try again' }).click()
      await again
      // The share form does not depend on the categories.
      await expect(shareSection(page).getByRole('button', { name: 'Send' })).toBeVisible()
    })
  })

  test('in French', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: notShared, locale: 'fr-FR' })
    await expect(page.getByRole('region', { name: 'Partager par e-mail' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Votre nom' }).fill('Camille')
    await expect(page.getByRole('complementary', { name: 'Aperçu de l’e-mail' })).toContainText(
      'Camille a partagé un livre photo avec vous',
    )
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page.getByRole('region', { name: 'Il y a un problème' })).toContainText(
      'Saisissez une adresse e-mail valide',
    )
  })

  test(`has no axe violations at 375 and 1280 px: the form with its problems, the gallery, a blocked order`, async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: inGallery })
    await expect(gallery(page).getByRole('checkbox', { name: 'Travel' })).toBeChecked()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await shareSection(page).getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ persona: 'consumer', path: blocked })
    await expect(shareSection(page)).toContainText('This photo book cannot be shared')
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
