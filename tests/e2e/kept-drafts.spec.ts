// Decision 0061: a session whose renewal is refused while a form is open signs out; the customer signs in again,
// comes back to the page, and finds what was typed in the form.
import type { Page } from '@playwright/test'
import { accessTokenLifetimeSeconds } from '../../mocks/identity/tokens'
import { textbox } from '../support/form-locators'
import { openAddressChange } from './address-steps'
import { axeViolationsAtBothWidths } from './axe'
import { type AppState, expect, test } from './fixtures'

const keptNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'What you had typed is back in the form' })

/**
 * The personal details, reached from Settings: the address the session returns to is the page's own, without the
 * harness's sign-in parameters, which would sign the persona in again by themselves.
 */
async function openPersonalDetails(page: Page, openApp: (state: AppState) => Promise<void>) {
  await openApp({ persona: 'consumer', path: '/settings', scenarios: ['auth:refresh-refused'] })
  await page.getByRole('link', { name: /^Personal details/ }).click()
  await expect(page).toHaveURL(/\/settings\/personal-details$/)
}

/** Past the access token's lifetime on the page's clock: the next call needs a renewal. */
const letTheTokenLapse = (page: Page) => page.clock.fastForward((accessTokenLifetimeSeconds + 60) * 1000)

/** The mock identity provider's sign-in page, as a customer signs in again. */
async function signInAgain(page: Page, persona = 'Consumer') {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByRole('button', { name: new RegExp(`^${persona}`) }).click()
}

test.describe('what was typed when the session ended', () => {
  test.use({ expectedConsoleErrors: /session could not be renewed|status of 400|status of 401/ })

  test('is back in the personal details after signing in again, and saving it works', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openPersonalDetails(page, openApp)
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan')
    await textbox(page, 'Last name').fill('Morgan-Smith')
    await textbox(page, 'First name').fill('Alexandra')
    await letTheTokenLapse(page)
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    await signInAgain(page)
    await expect(page).toHaveURL(/\/settings\/personal-details$/)
    await expect(keptNotice(page)).toBeVisible()
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
    await expect(textbox(page, 'First name')).toHaveValue('Alexandra')
    expect(await axeViolationsAtBothWidths(page)).toEqual([])

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status')).toContainText('Your personal details have been saved.')
    await expect(keptNotice(page)).toHaveCount(0)
    await page.reload()
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
    // Taken once: the reload shows the saved details, with no notice.
    await expect(keptNotice(page)).toHaveCount(0)
  })

  test('is back in an address being changed', async ({ page, openApp }) => {
    await page.clock.install()
    await openApp({
      persona: 'consumer',
      path: '/settings/addresses/all',
      scenarios: ['auth:refresh-refused'],
    })
    await openAddressChange(page, 'Prinsengracht')
    const path = new URL(page.url()).pathname
    await textbox(page, 'House number').fill('265')
    await letTheTokenLapse(page)
    await page.getByRole('button', { name: 'Save address' }).click()

    await signInAgain(page)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(keptNotice(page)).toBeVisible()
    await expect(textbox(page, 'House number')).toHaveValue('265')
  })

  test('is not given to another customer who signs in on the tab', async ({ page, openApp }) => {
    await page.clock.install()
    await openPersonalDetails(page, openApp)
    await textbox(page, 'Last name').fill('Morgan-Smith')
    await letTheTokenLapse(page)
    await page.getByRole('button', { name: 'Save', exact: true }).click()

    await signInAgain(page, 'New customer')
    await expect(page).toHaveURL(/\/settings\/personal-details$/)
    await expect(textbox(page, 'Last name')).not.toHaveValue('')
    await expect(textbox(page, 'Last name')).not.toHaveValue('Morgan-Smith')
    await expect(keptNotice(page)).toHaveCount(0)
  })
})
