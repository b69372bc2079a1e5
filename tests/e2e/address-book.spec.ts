import type { Locator, Page, Request } from '@playwright/test'
import { notificationResetMs } from '../../src/app/ui/toast/notification-reset'
import { errorSummary, textbox } from '../support/form-locators'
import { expectShownFor } from '../support/notification-clock'
import { downingStreet } from './address-steps'
import { axeViolationsAtBothWidths } from './axe'
import { expect, readTheMessage, test } from './fixtures'

const list = '/settings/addresses/all'
const addresses = (page: Page) => page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem')
const card = (page: Page, text: string) => addresses(page).filter({ hasText: text })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function fillAddress(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await textbox(page, name).fill(value)
}

const defaultMark = (item: Locator) => item.getByText('Default address', { exact: true })

test.describe('the address book', () => {
  test('lists the addresses, the default first, each as its country writes it', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: list })
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible()
    await expect(page.getByText('3 addresses')).toBeVisible()
    await expect(addresses(page)).toHaveCount(3)
    const first = addresses(page).first()
    await expect(first).toContainText('221b Baker Street')
    await expect(defaultMark(first)).toBeVisible()
    // British: the postcode under the town. Dutch: the postcode before it.
    await expect(first.locator('address')).toHaveText(/London\s*NW1 6XE\s*United Kingdom/)
    await expect(card(page, 'Prinsengracht').locator('address')).toHaveText(
      /Prinsengracht 263\s*1016 GV Amsterdam\s*Netherlands/,
    )
    await expect(card(page, 'Prinsengracht')).toContainText('Phone: +31 20 555 0123')
    await expect(card(page, 'Prinsengracht').getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      /^\/settings\/address\/[0-9a-f-]{36}$/,
    )
  })

  test('adds an address: checked, its postcode sent as the country writes it, its phone in international form, and said on the list', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: list })
    await page.getByRole('link', { name: 'Add an address' }).click()
    await expect(page).toHaveURL(/\/settings\/new-address$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible()
    // The storefront's country to start with (Printbloom GB), laid out the British way.
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('GB')
    await expect(textbox(page, 'Postcode')).toBeVisible()
    await fillAddress(page, {
      'First name': 'Robin',
      'Last name': 'Hart',
      'House number or name': '10',
      Street: 'Downing Street',
      'Town or city': 'London',
      // Typed without its space (issue 43): sent, and listed, as 'SW1A 2AA'.
      Postcode: 'sw1a2aa',
      'Phone number': '020 7946 0999',
    })
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/addresses'),
    )
    await page.getByRole('button', { name: 'Save address' }).click()
    expect((await sent).postDataJSON()).toEqual({
      firstName: 'Robin',
      lastName: 'Hart',
      streetName: 'Downing Street',
      streetNumber: '10',
      postalCode: 'SW1A 2AA',
      city: 'London',
      countryCode: 'GB',
      phoneNumber: '+44 20 7946 0999',
      isDefault: false,
    })
    await expect(page).toHaveURL(new RegExp(`${list}$`))
    await expect(toast(page, 'The address has been added.')).toBeVisible()
    await expect(addresses(page)).toHaveCount(4)
    await expect(card(page, 'Downing Street')).toContainText('SW1A 2AA')
    // Shown like the seeded ones (+44 20 7946 0123), not as typed.
    await expect(card(page, 'Downing Street')).toContainText('+44 20 7946 0999')
  })

  test('each of the spec’s messages, in the Netherlands and in Germany, in the summary and at its field', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/settings/new-address' })
    await page.getByRole('combobox', { name: 'Country' }).selectOption('NL')
    await expect(textbox(page, 'Postal code')).toBeVisible()
    await fillAddress(page, {
      'First name': 'Robin',
      'Last name': 'Hart',
      Street: '1',
      'House number': 'twelve',
      'Postal code': '1016',
      'Town or city': 'Amsterdam',
      'Phone number': '123',
    })
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(errorSummary(page)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Street name must be valid',
      'Street number must be valid',
      'Postal Code must be valid',
      'Phone number must be valid',
    ])
    await errorSummary(page).getByRole('link', { name: 'Postal Code must be valid' }).click()
    await expect(textbox(page, 'Postal code')).toBeFocused()
    await expect(textbox(page, 'Postal code')).toHaveAttribute('aria-invalid', 'true')

    // In Germany the Dutch postcode and the national Dutch phone number are wrong; the street is fixed.
    await page.getByRole('combobox', { name: 'Country' }).selectOption('DE')
    await fillAddress(page, { Street: 'Friedrichstraße', 'House number': '120', 'Postal code': '1016 GV' })
    await textbox(page, 'Phone number').fill('020 555 0123')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(errorSummary(page).getByRole('link')).toHaveText(['Postal Code must be valid'])
    // What was typed stays.
    await expect(textbox(page, 'Postal code')).toHaveValue('1016 GV')
    await expect(textbox(page, 'First name')).toHaveValue('Robin')
  })

  test('an address with hidden characters is refused at each field, kept as typed, and nothing is sent', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/settings/new-address' })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    await fillAddress(page, {
      'First name': 'Robin\u200b',
      'Last name': 'Hart',
      'House number or name': '10',
      Street: 'Downing\u2066 Street',
      'Town or city': 'London',
      Postcode: 'SW1A 2AA',
      'Phone number': '020 7946 0999',
    })
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(errorSummary(page)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'This contains a hidden or control character that can’t be used here. Please remove it or type the text again.',
      'This contains a hidden or control character that can’t be used here. Please remove it or type the text again.',
    ])
    await errorSummary(page).getByRole('link').last().click()
    await expect(textbox(page, 'Street')).toBeFocused()
    await expect(textbox(page, 'Street')).toHaveValue('Downing\u2066 Street')
    await expect(textbox(page, 'First name')).toHaveValue('Robin\u200b')
    await expect(textbox(page, 'First name')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  test('the names and the town are asked for, in French for a French customer', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/settings/new-address', brand: 'lumiere-fr' })
    await expect(page.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR')
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
    const frenchSummary = page.getByRole('region', { name: 'Il y a un problème' })
    await expect(frenchSummary).toBeFocused()
    await expect(frenchSummary.getByRole('link')).toHaveText([
      'Saisissez un prénom',
      'Saisissez un nom',
      'Le numéro de rue n’est pas valide',
      'Le nom de rue n’est pas valide',
      'Le code postal n’est pas valide',
      'Saisissez une ville',
    ])
  })

  test('on a wide screen the two fields of a row line up, with a hint or a message above one of them only', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/settings/new-address' })
    // In the United Kingdom the house number has 'Optional' above it and the street nothing; the postcode has an
    // example above it and the town nothing.
    const rows = [
      ['House number or name', 'Street'],
      ['Town or city', 'Postcode'],
    ] as const
    const expectLinedUp = async () => {
      for (const [first, second] of rows) {
        const [one, two] = await Promise.all([
          textbox(page, first).boundingBox(),
          textbox(page, second).boundingBox(),
        ])
        expect(Math.abs(one!.y - two!.y), `${first} beside ${second}`).toBeLessThan(1)
      }
    }
    await expect(textbox(page, 'Street')).toBeVisible()
    await expectLinedUp()
    // A message above the street and the postcode, none above the house number and the town.
    await fillAddress(page, {
      'First name': 'Robin',
      'Last name': 'Hart',
      'Town or city': 'London',
      Postcode: 'nowhere',
    })
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Street name must be valid',
      'Postal Code must be valid',
    ])
    await expectLinedUp()
  })

  test('changes an address and makes it the default', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: list })
    await card(page, 'Prinsengracht').getByRole('link', { name: 'Change' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Change address' })).toBeVisible()
    await expect(textbox(page, 'Street')).toHaveValue('Prinsengracht')
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('NL')
    await textbox(page, 'House number').fill('265')
    await page.getByRole('checkbox', { name: 'Use as my default address' }).check()
    const sent = page.waitForRequest((request) => request.method() === 'PUT')
    await page.getByRole('button', { name: 'Save address' }).click()
    expect((await sent).postDataJSON()).toMatchObject({ streetNumber: '265', isDefault: true })
    await expect(toast(page, 'The address has been changed.')).toBeVisible()
    await expect(addresses(page).first()).toContainText('Prinsengracht 265')
    await expect(defaultMark(addresses(page).first())).toBeVisible()
    await expect(defaultMark(card(page, 'Baker Street'))).toHaveCount(0)
  })

  test('deletes an address after asking, says so for 10 seconds, and the default moves on', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer', path: list })
    await card(page, 'Baker Street').getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' })
    await expect(dialog).toContainText('Alex Morgan, 221b Baker Street')
    await expect(dialog).toContainText('This is your default address: another address becomes the default.')
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    // A toast under the pointer waits; this one is watched from afar.
    await dialog.getByRole('button', { name: 'Delete address' }).click()
    await page.mouse.move(0, 0)
    // The spec: the account area's notification state resets after 10 seconds.
    await expectShownFor(page, toast(page, 'The address has been deleted.'), notificationResetMs)
    await page.clock.resume()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeFocused()
    await expect(addresses(page)).toHaveCount(2)
    await expect(defaultMark(addresses(page).first())).toBeVisible()
  })

  test('an empty book says so and offers to add one', async ({ page, openApp }) => {
    await openApp({ persona: 'new-customer', path: list })
    await expect(page.getByRole('heading', { name: 'No addresses yet' })).toBeVisible()
    await page.getByRole('link', { name: 'Add an address' }).click()
    await expect(page).toHaveURL(/\/settings\/new-address$/)
  })

  test('an address not in the book says so; no address chosen opens the list', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/settings/address/00000000-0000-4000-8000-000000000000' })
    await expect(page.getByText('This address is not in your address book.')).toBeVisible()
    await page.getByRole('link', { name: 'Back to your addresses' }).click()
    await expect(page).toHaveURL(new RegExp(`${list}$`))
    await openApp({ persona: 'consumer', path: '/settings/address/' })
    await expect(page).toHaveURL(new RegExp(`${list}$`))
  })

  test('a business customer’s add and change routes are their own; others are sent to the overview', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path: list })
    await expect(addresses(page)).toHaveCount(2)
    await expect(addresses(page).first().getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      /^\/settings\/b2b\/address\//,
    )
    await page.getByRole('link', { name: 'Add an address' }).click()
    await expect(page).toHaveURL(/\/settings\/b2b\/new-address$/)
    await expect(page.getByRole('combobox', { name: 'Country' })).toBeVisible()

    await openApp({ persona: 'consumer', path: '/settings/b2b/new-address' })
    await expect(page).toHaveURL(/\/$/)
  })

  test.describe('at 375 and 1280 px', () => {
    test(`axe finds nothing on the list, the dialog and a failed form at 375 and 1280 px`, async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer', path: list })
      await expect(addresses(page)).toHaveCount(3)
      expect(await axeViolationsAtBothWidths(page)).toEqual([])
      await card(page, 'Deansgate').getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await axeViolationsAtBothWidths(page)).toEqual([])
      await page.getByRole('button', { name: 'Keep it' }).click()
      await page.getByRole('link', { name: 'Add an address' }).click()
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect(errorSummary(page)).toBeFocused()
      expect(await axeViolationsAtBothWidths(page)).toEqual([])
    })
  })

  // Decision 0060: the service did add it, but the answer never came. Pressed again, the same write goes with the same
  // Idempotency-Key, and the service answers it as it answered the first: one address, not two.
  test.describe('when the answer is lost on the way', () => {
    test.use({ expectedConsoleErrors: /\(network\)|Failed to fetch|ERR_FAILED/ })

    test('the address is added once when Save is pressed again', async ({ page, openApp }) => {
      await page.clock.install()
      await openApp({
        persona: 'consumer',
        path: '/settings/new-address',
        scenarios: ['faults:address-add-answer-lost'],
      })
      await fillAddress(page, downingStreet)
      const posts: Request[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/addresses')) posts.push(request)
      })
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect(page.getByRole('alert')).toContainText('An unexpected error has occurred')
      await expect(textbox(page, 'Street')).toHaveValue('Downing Street')
      await readTheMessage(page)
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect(toast(page, 'The address has been added.')).toBeVisible()
      await expect(card(page, 'Downing Street')).toHaveCount(1)
      await expect(addresses(page)).toHaveCount(4)
      expect(posts).toHaveLength(2)
      const [first, second] = await Promise.all(posts.map((post) => post.headerValue('idempotency-key')))
      expect(first).toBeTruthy()
      expect(second).toBe(first)
    })
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of (500|400|409)|\(status (500|400|409)\)/ })

    test('loading the book says so and can be tried again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: list, scenarios: ['faults:addresses-load'] })
      const alert = page.getByRole('alert').filter({ hasText: 'An error occurred loading your settings.' })
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    })

    test('saving says so and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: list, scenarios: ['faults:address-save'] })
      await card(page, 'Deansgate').getByRole('link', { name: 'Change' }).click()
      await textbox(page, 'Town or city').fill('Salford')
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(textbox(page, 'Town or city')).toHaveValue('Salford')
      await expect(page).toHaveURL(/\/settings\/address\//)
    })

    test('what the service refuses is said at its fields', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: list, scenarios: ['address:refused'] })
      await card(page, 'Deansgate').getByRole('link', { name: 'Change' }).click()
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect(errorSummary(page).getByRole('link')).toHaveText([
        'Street number must be valid',
        'Postal Code must be valid',
      ])
      await expect(textbox(page, 'Postcode')).toHaveAttribute('aria-invalid', 'true')
    })

    test('a full book says so', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/settings/new-address', scenarios: ['address:book-full'] })
      await fillAddress(page, downingStreet)
      await page.getByRole('button', { name: 'Save address' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'Your address book is full (20 addresses). Delete an address to add another.',
      )
    })

    test('deleting says so inside the dialog, and the address stays', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: list, scenarios: ['faults:address-delete'] })
      await card(page, 'Deansgate').getByRole('button', { name: 'Delete' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete this address?' })
      await dialog.getByRole('button', { name: 'Delete address' }).click()
      await expect(dialog.getByRole('alert')).toContainText(
        'The address could not be deleted. Please try again.',
      )
      await dialog.getByRole('button', { name: 'Keep it' }).click()
      await expect(addresses(page)).toHaveCount(3)
    })
  })
})
