import type { Page } from '@playwright/test'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const account = (page: Page) => page.getByRole('region', { name: 'Your account' })
const links = (page: Page) => page.getByRole('navigation', { name: 'What you can change' }).getByRole('link')
const deletion = (page: Page) => page.getByRole('region', { name: 'Delete account' })

test.describe('the settings overview', () => {
  test('shows who the customer is and leads to what they can change', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/settings' })
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(account(page).getByRole('term')).toHaveText(['Name', 'Email address'])
    await expect(account(page).getByRole('definition')).toHaveText(['Alex Morgan', 'alex.morgan@example.com'])
    await expect(links(page)).toHaveText([/^Personal details/, /^Email address/, /^Addresses/])
    await links(page).filter({ hasText: 'Email address' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Change your email address' })).toBeVisible()
  })

  test('a business customer sees the company and the payment method, and the b2b e-mail change', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path: '/settings/b2b' })
    await expect(account(page).getByRole('term')).toHaveText(['Name', 'Email address', 'Company'])
    await expect(links(page)).toHaveText([
      /^Personal details/,
      /^Email address/,
      /^Addresses/,
      /^Payment method/,
    ])
    await expect(links(page).filter({ hasText: 'Email address' })).toHaveAttribute(
      'href',
      /^\/settings\/b2b\/email/,
    )
  })

  test.describe('when the customer cannot be loaded', () => {
    test.use({ expectedConsoleErrors: /status of 500|\(status 500\)/ })

    test('says so, offers no account deletion, and can be tried again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/settings', scenarios: ['faults:customer-load'] })
      const alert = page.getByRole('alert').filter({ hasText: 'An error occurred loading your settings.' })
      await expect(alert).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Delete account' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(0)
      // What does not need the customer's record stays within reach; what edits it waits for Try again.
      const links = page.getByRole('navigation', { name: 'What you can change' })
      await expect(links.getByRole('link', { name: /^Addresses/ })).toBeVisible()
      await expect(links.getByRole('link', { name: /^Personal details/ })).toHaveCount(0)
      await expect(links.getByRole('link', { name: /^Email address/ })).toHaveCount(0)
      expect(await axeViolationsAtBothWidths(page)).toEqual([])
      const again = page.waitForRequest((request) => request.url().endsWith('/customers/me'))
      await alert.getByRole('button', { name: 'Try again' }).click()
      await again
    })

    test('the e-mail page says the same', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/settings/email', scenarios: ['faults:customer-load'] })
      const alert = page.getByRole('alert').filter({ hasText: 'An error occurred loading your settings.' })
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    })
  })

  test('in French', async ({ page, openApp }) => {
    await openApp({ brand: 'lumiere-fr', persona: 'consumer', path: '/settings' })
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Ce que vous pouvez modifier' })).toBeVisible()
  })
})

test.describe('starting an account deletion', () => {
  test('says what is lost, sends the confirmation e-mail and can be asked again', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/settings' })
    await deletion(page).getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await expect(dialog).toContainText(
      'Your photos, albums, saved projects and online products will be deleted, and you will no longer see your orders here. This cannot be undone.',
    )
    await expect(dialog).toContainText('Your account is deleted only when you open that link.')
    const requested = page.waitForRequest((request) => request.url().endsWith('/deleteaccount'))
    await dialog.getByRole('button', { name: 'Send confirmation email' }).click()
    expect((await requested).postDataJSON()).toEqual({ channel: 'printbloom-gb' })
    await expect(dialog).toBeHidden()
    await expect(deletion(page).getByRole('status')).toHaveText(
      /We sent a link to alex\.morgan@example\.com\. Your account is deleted only when you open it\./,
    )
    await deletion(page).getByRole('button', { name: 'Send the email again' }).click()
    await expect(deletion(page).getByRole('button', { name: 'Delete account' })).toBeVisible()
  })

  test('Cancel sends nothing', async ({ page, openApp }) => {
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/deleteaccount')) sent = true
    })
    await openApp({ persona: 'consumer', path: '/settings' })
    await deletion(page).getByRole('button', { name: 'Delete account' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(deletion(page).getByRole('button', { name: 'Delete account' })).toBeFocused()
    expect(sent).toBe(false)
  })

  test.describe('when the request fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|\(status 500\)/ })

    test('the dialog says so and stays, to try again or cancel', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/settings', scenarios: ['faults:delete-account'] })
      await deletion(page).getByRole('button', { name: 'Delete account' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
      await dialog.getByRole('button', { name: 'Send confirmation email' }).click()
      await expect(dialog.getByRole('alert')).toHaveText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(deletion(page).getByRole('status')).toHaveCount(0)
    })
  })

  test(`the settings page has no axe violations at 375 and 1280 px, with the dialog open`, async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path: '/settings/b2b' })
    await expect(links(page)).toHaveCount(4)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await deletion(page).getByRole('button', { name: 'Delete account' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
