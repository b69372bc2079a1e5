import type { Page } from '@playwright/test'
import { errorSummary } from '../support/form-locators'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const path = '/settings/email'
const field = (page: Page) => page.getByRole('textbox', { name: 'New email address' })
const send = (page: Page) => page.getByRole('button', { name: 'Send confirmation link' })

test.describe('changing the e-mail address', () => {
  test('asks for the new address and tells the customer to open the link sent to it', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path })
    await expect(page.getByRole('heading', { level: 1, name: 'Change your email address' })).toBeVisible()
    await expect(page.getByText('Your email address is alex.morgan@example.com.')).toBeVisible()
    const requested = page.waitForRequest((request) => request.url().endsWith('/emailchanges'))
    await field(page).fill('alex.new@example.org')
    await send(page).click()
    expect((await requested).postDataJSON()).toEqual({
      email: 'alex.new@example.org',
      channel: 'printbloom-gb',
    })
    const received = page.getByRole('status').filter({ hasText: 'Check your inbox' })
    await expect(received).toContainText(
      'We sent a confirmation link to alex.new@example.org. Open it to finish changing your email address.',
    )
    await received.getByRole('button', { name: 'Use a different address' }).click()
    await expect(field(page)).toBeVisible()
  })

  test('a business customer changes theirs under settings for business', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path: '/settings/b2b/email' })
    await expect(page.getByText('Your email address is buyer@studio-example.com.')).toBeVisible()
    await field(page).fill('buyer.new@studio-example.com')
    await send(page).click()
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible()
  })

  test('an address that is not one is refused, with the summary linking to the field', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path })
    await field(page).fill('alex@')
    await send(page).click()
    await expect(errorSummary(page)).toBeFocused()
    const message = 'Enter a valid email address, like name@example.com'
    await errorSummary(page).getByRole('link', { name: message }).click()
    await expect(field(page)).toBeFocused()
    await expect(field(page)).toHaveAccessibleDescription(`For example name@example.com ${message}`)
    await expect(field(page)).toHaveValue('alex@')
  })

  test('the current address is refused', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    await field(page).fill('Alex.Morgan@example.com')
    await send(page).click()
    await expect(errorSummary(page)).toContainText(
      'This is already your email address. Enter a different one.',
    )
  })

  test.describe('when the service refuses', () => {
    test.use({ expectedConsoleErrors: /status of (409|429|500)|\(status (409|429|500)\)/ })

    test('an address in use says so at the field and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path })
      await field(page).fill('taken@example.com')
      await send(page).click()
      const message = 'This email address is already in use. Enter a different one.'
      await expect(errorSummary(page).getByRole('link', { name: message })).toBeVisible()
      await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page)).toHaveValue('taken@example.com')
    })

    test('too many requests says so and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['email-change:rate-limited'] })
      await field(page).fill('alex.new@example.org')
      await send(page).click()
      await expect(page.getByRole('alert')).toContainText(
        'You have asked for too many changes. Please wait a while and try again.',
      )
      await expect(field(page)).toHaveValue('alex.new@example.org')
    })

    test('a server error shows the default message and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path, scenarios: ['faults:email-change'] })
      await field(page).fill('alex.new@example.org')
      await send(page).click()
      await expect(page.getByRole('alert')).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(field(page)).toHaveValue('alex.new@example.org')
    })
  })

  test('in German', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-de', persona: 'consumer', path })
    await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse ändern' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Neue E-Mail-Adresse' }).fill('x')
    await page.getByRole('button', { name: 'Bestätigungslink senden' }).click()
    await expect(page.getByRole('region', { name: /./ }).first()).toContainText(
      'Geben Sie eine gültige E-Mail-Adresse ein',
    )
  })

  test(`has no axe violations at 375 and 1280 px, with errors and once sent`, async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    await field(page).fill('nope')
    await send(page).click()
    await expect(errorSummary(page)).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await field(page).fill('alex.new@example.org')
    await send(page).click()
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
