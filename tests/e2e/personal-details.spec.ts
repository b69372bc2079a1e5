import type { Page } from '@playwright/test'
import { notificationResetMs } from '../../src/app/ui/toast/notification-reset'
import { errorSummary, textbox } from '../support/form-locators'
import { expectShownFor } from '../support/notification-clock'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const path = '/settings/personal-details'
const save = (page: Page) => page.getByRole('button', { name: 'Save' })

test.describe('personal details', () => {
  test('shows the details, saves the changes, says so for 10 seconds and keeps them', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer', path })
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible()
    await expect(textbox(page, 'First name')).toHaveValue('Alex')
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan')
    await textbox(page, 'Last name').fill('Morgan-Smith')
    await textbox(page, 'Phone number (optional)').fill('020 7946 0018')
    const saved = page.waitForRequest((request) => request.method() === 'PUT')
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    await save(page).click()
    expect((await saved).postDataJSON()).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan-Smith',
      phoneNumber: '+44 20 7946 0018',
    })
    // The spec: the account area's notification state resets after 10 seconds.
    const message = page.getByRole('status').filter({ hasText: 'Your personal details have been saved.' })
    await expectShownFor(page, message, notificationResetMs)
    await page.clock.resume()
    await page.reload()
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
    await expect(textbox(page, 'Phone number (optional)')).toHaveValue('+44 20 7946 0018')
  })

  // Issue 43: toasts paused under the pointer, the inline message did not.
  test('the saved message stays while the pointer is on it, and goes once it has left', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer', path })
    await textbox(page, 'Last name').fill('Morgan-Smith')
    // The clock runs 15 s ahead below: no read of the page's may still be on its way then (its time limit is 15 s).
    await page.waitForLoadState('networkidle')
    await save(page).click()
    const message = page.getByRole('status').filter({ hasText: 'Your personal details have been saved.' })
    await message.hover()
    await page.clock.runFor(notificationResetMs + 5_000)
    await expect(message).toBeVisible()
    await page.mouse.move(1, 1)
    await page.clock.runFor(notificationResetMs + 1_000)
    await expect(message).toBeHidden()
  })

  test('what is missing or not a phone number is said at each field and in the summary', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path })
    await textbox(page, 'First name').fill('')
    await textbox(page, 'Phone number (optional)').fill('123')
    await save(page).click()
    await expect(errorSummary(page)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Enter your first name',
      'Phone number must be valid',
    ])
    await errorSummary(page).getByRole('link', { name: 'Phone number must be valid' }).click()
    await expect(textbox(page, 'Phone number (optional)')).toBeFocused()
    await expect(textbox(page, 'Phone number (optional)')).toHaveValue('123')
    await expect(textbox(page, 'Phone number (optional)')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a name with a hidden character is refused at its field, kept as typed, and nothing is sent', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT') sent.push(request.url())
    })
    // U+202E turns the rest of the name around on screen: 'Alex\u202enagroM' reads 'AlexMorgan'.
    await textbox(page, 'Last name').fill('Alex\u202enagroM')
    await save(page).click()
    await expect(errorSummary(page)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'This contains a hidden or control character that can’t be used here. Please remove it or type the text again.',
    ])
    await errorSummary(page).getByRole('link').click()
    await expect(textbox(page, 'Last name')).toBeFocused()
    await expect(textbox(page, 'Last name')).toHaveValue('Alex\u202enagroM')
    await expect(textbox(page, 'Last name')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toEqual([])
  })

  test('a business customer also keeps the company details', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path })
    const company = page.getByRole('group', { name: 'Company' })
    await expect(company.getByRole('textbox', { name: 'Company name' })).toHaveValue('Studio Example B.V.')
    await company.getByRole('textbox', { name: 'Company name' }).fill('')
    await save(page).click()
    await expect(errorSummary(page).getByRole('link')).toHaveText(['Enter your company name'])
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|\(status 500\)/ })

    test('saving says so and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['faults:customer-save'] })
      await textbox(page, 'Last name').fill('Morgan-Smith')
      await save(page).click()
      await expect(page.getByRole('alert')).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
    })

    test('loading says so and can be tried again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['faults:customer-load'] })
      await expect(
        page.getByRole('alert').filter({ hasText: 'An error occurred loading your settings.' }),
      ).toBeVisible()
    })
  })

  test('in German, with the phone number checked by the storefront’s country', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-de', persona: 'consumer', path })
    await page.getByRole('textbox', { name: 'Telefonnummer (optional)' }).fill('0316 123456')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect(page.getByRole('status')).toContainText('Ihre persönlichen Daten wurden gespeichert.')
  })

  test(`has no axe violations at 375 and 1280 px, with errors`, async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path })
    await expect(textbox(page, 'First name')).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await textbox(page, 'First name').fill('')
    await save(page).click()
    await expect(errorSummary(page)).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
