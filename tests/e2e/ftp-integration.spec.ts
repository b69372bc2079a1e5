import type { Page } from '@playwright/test'
import { errorSummary } from '../support/form-locators'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const path = '/integration'
const address = (page: Page) => page.getByRole('textbox', { name: 'Callback address' })
const format = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Format of the messages' })
    .getByRole('radio', { name: new RegExp(`^${name}`) })
const save = (page: Page) => page.getByRole('button', { name: 'Save' })

test.describe('FTP instructions', () => {
  test('show the callback address and format, and save changes that stay', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path })
    await expect(page.getByRole('heading', { level: 1, name: 'FTP instructions' })).toBeVisible()
    await expect(address(page)).toHaveValue('https://studio-example.com/hooks/print-orders')
    await expect(format(page, 'JSON')).toBeChecked()
    await address(page).fill('https://studio-example.com/hooks/v2')
    await format(page, 'XML').check()
    const saved = page.waitForRequest((request) => request.method() === 'PATCH')
    await save(page).click()
    expect((await saved).postDataJSON()).toEqual({
      ftpIntegration: { callbackUrl: 'https://studio-example.com/hooks/v2', callbackFormat: 'xml' },
    })
    await expect(
      page.getByRole('status').filter({ hasText: 'Your FTP integration has been saved.' }),
    ).toBeVisible()
    await page.reload()
    await expect(address(page)).toHaveValue('https://studio-example.com/hooks/v2')
    await expect(format(page, 'XML')).toBeChecked()
  })

  test('a business customer without one starts empty, and both fields are needed', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-new', path })
    await expect(address(page)).toHaveValue('')
    await save(page).click()
    await expect(errorSummary(page)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Enter a web address that starts with https://',
      'Choose the format of the messages',
    ])
    await errorSummary(page).getByRole('link', { name: 'Choose the format of the messages' }).click()
    await expect(format(page, 'JSON')).toBeFocused()
  })

  test('an address that is not https is refused and kept as typed', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path })
    await address(page).fill('http://studio-example.com/hooks')
    await save(page).click()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Enter a web address that starts with https://',
    ])
    await expect(address(page)).toHaveValue('http://studio-example.com/hooks')
    await expect(address(page)).toHaveAttribute('aria-invalid', 'true')
  })

  for (const callbackUrl of ['https://169.254.169.254/latest/meta-data/', 'https://127.0.0.1/hooks']) {
    test(`${callbackUrl}, an address the service must not call, is refused and kept as typed`, async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'b2b-default', path })
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'PATCH') sent.push(request.url())
      })
      await address(page).fill(callbackUrl)
      await save(page).click()
      await expect(errorSummary(page)).toBeFocused()
      const message =
        'Enter the address of a server on the internet, like https://example.com/orders. Addresses on your own computer or a private network can’t be used.'
      await expect(errorSummary(page).getByRole('link')).toHaveText([message])
      await errorSummary(page).getByRole('link', { name: message }).click()
      await expect(address(page)).toBeFocused()
      await expect(address(page)).toHaveValue(callbackUrl)
      await expect(address(page)).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toEqual([])
    })
  }

  test('a consumer is sent to the overview', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    await expect(page).toHaveURL(/\.localhost:\d+\/(\?.*)?$/)
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|\(status 500\)/ })

    test('saving says so and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'b2b-default', path, scenarios: ['faults:ftp-integration-save'] })
      await address(page).fill('https://studio-example.com/hooks/v3')
      await save(page).click()
      await expect(page.getByRole('alert')).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(address(page)).toHaveValue('https://studio-example.com/hooks/v3')
    })
  })

  test('in French', async ({ page, openApp }) => {
    await openApp({ brand: 'lumiere-fr', persona: 'b2b-default', path })
    await expect(page.getByRole('textbox', { name: 'Adresse de rappel' })).toBeVisible()
  })

  test(`has no axe violations at 375 and 1280 px, with errors`, async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-new', path })
    await expect(address(page)).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await save(page).click()
    await expect(errorSummary(page)).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})
