// A change made elsewhere while a form is open is not overwritten silently (decision 0059): the save goes with
// If-Match, the service answers 412, and the form says what is saved now beside what was typed.
import type { Page, Request } from '@playwright/test'
import { textbox } from '../support/form-locators'
import { openAddressChange } from './address-steps'
import { axeViolationsAtBothWidths } from './axe'
import { changeElsewhere } from './change-elsewhere'
import { type AppState, expect, readTheMessage, test } from './fixtures'

const personalDetails = '/settings/personal-details'
// The refused save: the browser reports the 412, and the app logs the refused call with its correlation id.
test.use({ expectedConsoleErrors: /status of 412|\(status 412\)/ })
const notice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'These details were changed somewhere else' })
const isPut = (request: Request) => request.method() === 'PUT'
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })

/** Every PUT the page sends, as it is sent. */
function recordPuts(page: Page) {
  const puts: Request[] = []
  page.on('request', (request) => {
    if (isPut(request)) puts.push(request)
  })
  return puts
}

/** The consumer's last name changed elsewhere; the rest as it is (read from the form before anything is typed). */
async function renamedElsewhere(page: Page, lastName: string) {
  const phoneNumber = await page.getByRole('textbox', { name: /^(Phone number|Telefonnummer)/ }).inputValue()
  return changeElsewhere(page, {
    service: 'customers',
    method: 'PUT',
    path: '/customers/me',
    body: { firstName: 'Alex', lastName, ...(phoneNumber ? { phoneNumber } : {}) },
  })
}

/** The personal details open, as the consumer's last name is changed elsewhere behind them. */
async function openRenamedElsewhere(
  page: Page,
  openApp: (state: AppState) => Promise<void>,
  lastName: string,
) {
  await openApp({ persona: 'consumer', path: personalDetails })
  await expect(textbox(page, 'Last name')).toHaveValue('Morgan')
  expect(await renamedElsewhere(page, lastName)).toBe(200)
}

test.describe('personal details changed elsewhere', () => {
  test('the save is refused, the value saved elsewhere is shown, what was typed stays, and Save again replaces it', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openRenamedElsewhere(page, openApp, 'Jansen')
    const puts = recordPuts(page)

    await textbox(page, 'Last name').fill('Morgan-Smith')
    await save(page).click()
    await expect(notice(page)).toBeVisible()
    await expect(notice(page).getByRole('listitem')).toHaveText(['Last name: Jansen'])
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
    await expect(page.getByRole('status').filter({ hasText: 'have been saved' })).toHaveCount(0)
    expect(puts).toHaveLength(1)
    const refusedTag = await puts[0]!.headerValue('if-match')
    expect(refusedTag).toBeTruthy()

    await readTheMessage(page)
    await save(page).click()
    await expect(page.getByRole('status')).toContainText('Your personal details have been saved.')
    await expect(notice(page)).toHaveCount(0)
    expect(puts).toHaveLength(2)
    // The second save goes on what the customer has now seen: the customer as it is after the change elsewhere.
    const seenTag = await puts[1]!.headerValue('if-match')
    expect(seenTag).toBeTruthy()
    expect(seenTag).not.toBe(refusedTag)
    await page.reload()
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
  })

  test('“Use the saved details” puts them in the form, and saving them is not refused', async ({
    page,
    openApp,
  }) => {
    await openRenamedElsewhere(page, openApp, 'Jansen')
    await textbox(page, 'Last name').fill('Morgan-Smith')
    await save(page).click()
    await notice(page).getByRole('button', { name: 'Use the saved details' }).click()
    await expect(textbox(page, 'Last name')).toHaveValue('Jansen')
    await expect(notice(page)).toHaveCount(0)
    await textbox(page, 'First name').fill('Alexandra')
    await save(page).click()
    await expect(page.getByRole('status')).toContainText('Your personal details have been saved.')
    await page.reload()
    await expect(textbox(page, 'First name')).toHaveValue('Alexandra')
    await expect(textbox(page, 'Last name')).toHaveValue('Jansen')
  })

  test('a change elsewhere that agrees with what was typed is no conflict: saved at once', async ({
    page,
    openApp,
  }) => {
    await openRenamedElsewhere(page, openApp, 'Morgan-Smith')
    const puts = recordPuts(page)
    await textbox(page, 'Last name').fill('Morgan-Smith')
    await textbox(page, 'First name').fill('Alexandra')
    await save(page).click()
    await expect(page.getByRole('status')).toContainText('Your personal details have been saved.')
    await expect(notice(page)).toHaveCount(0)
    // Refused once (412), then sent on the customer as it now is.
    expect(puts).toHaveLength(2)
    await page.reload()
    await expect(textbox(page, 'First name')).toHaveValue('Alexandra')
  })

  test('in German, and axe finds nothing at 375 and 1280 px', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-de', persona: 'consumer', path: personalDetails })
    await expect(page.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Morgan')
    await renamedElsewhere(page, 'Jansen')
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Morgan-Smith')
    await page.getByRole('button', { name: 'Speichern' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'an anderer Stelle' })
    await expect(alert.getByRole('listitem')).toHaveText(['Nachname: Jansen'])
    await expect(alert.getByRole('button', { name: 'Gespeicherte Angaben übernehmen' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})

test.describe('an address changed elsewhere', () => {
  test('the change is refused, the town saved elsewhere is shown, and Save again replaces it', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer', path: '/settings/addresses/all' })
    const id = await openAddressChange(page, 'Prinsengracht')
    const current = {
      firstName: await textbox(page, 'First name').inputValue(),
      lastName: await textbox(page, 'Last name').inputValue(),
      streetName: 'Prinsengracht',
      streetNumber: await textbox(page, 'House number').inputValue(),
      postalCode: await textbox(page, 'Postal code').inputValue(),
      countryCode: 'NL',
      phoneNumber: await textbox(page, 'Phone number').inputValue(),
      isDefault: false,
    }
    const moved = { ...current, city: 'Haarlem' }
    expect(
      await changeElsewhere(page, {
        service: 'customers',
        method: 'PUT',
        path: `/customers/me/addresses/${id}`,
        body: moved,
      }),
    ).toBe(200)
    const puts = recordPuts(page)

    await textbox(page, 'House number').fill('265')
    await page.getByRole('button', { name: 'Save address' }).click()
    const alert = notice(page)
    await expect(alert.getByRole('listitem')).toHaveText(['Town or city: Haarlem'])
    await expect(textbox(page, 'House number')).toHaveValue('265')
    await expect(textbox(page, 'Town or city')).toHaveValue('Amsterdam')
    expect(await axeViolationsAtBothWidths(page)).toEqual([])

    await readTheMessage(page)
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'The address has been changed.' })).toBeVisible()
    expect(puts).toHaveLength(2)
    expect(puts[1]!.postDataJSON()).toMatchObject({ streetNumber: '265', city: 'Amsterdam' })
  })

  test('“Use the saved details” shows the address as it now is', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/settings/addresses/all' })
    const id = await openAddressChange(page, 'Prinsengracht')
    await changeElsewhere(page, {
      service: 'customers',
      method: 'PUT',
      path: `/customers/me/addresses/${id}`,
      body: {
        firstName: await textbox(page, 'First name').inputValue(),
        lastName: await textbox(page, 'Last name').inputValue(),
        streetName: 'Keizersgracht',
        streetNumber: '12',
        postalCode: await textbox(page, 'Postal code').inputValue(),
        city: await textbox(page, 'Town or city').inputValue(),
        countryCode: 'NL',
        phoneNumber: await textbox(page, 'Phone number').inputValue(),
        isDefault: true,
      },
    })
    await textbox(page, 'Street').fill('Herengracht')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(notice(page).getByRole('listitem')).toHaveText([
      'Street: Keizersgracht',
      'House number: 12',
      'This is now your default address.',
    ])
    await notice(page).getByRole('button', { name: 'Use the saved details' }).click()
    await expect(textbox(page, 'Street')).toHaveValue('Keizersgracht')
    await expect(textbox(page, 'House number')).toHaveValue('12')
    await expect(notice(page)).toHaveCount(0)
  })
})
