import type { Page } from '@playwright/test'
import { errorSummary, textbox } from '../support/form-locators'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const path = '/settings/payment-method'
const save = (page: Page) => page.getByRole('button', { name: 'Save payment method' })
const current = (page: Page) => page.getByRole('region', { name: 'How you pay now' })

test.describe('the payment method', () => {
  test('a business customer paying by invoice switches to direct debit; the IBAN is sent, only its end shown', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path })
    await expect(page.getByRole('heading', { level: 1, name: 'Payment method' })).toBeVisible()
    await expect(current(page)).toContainText('By invoice: you receive an invoice for your orders')
    await expect(page.getByRole('radio', { name: /By invoice/ })).toBeChecked()
    await page.getByRole('radio', { name: /By SEPA direct debit/ }).check()
    await textbox(page, 'Account holder').fill('Studio Example B.V.')
    await textbox(page, 'IBAN').fill('nl91 abna 0417 1643 00')
    await expect(page.getByText('you authorise Printbloom to collect the payments')).toBeVisible()
    const sent = page.waitForRequest((request) => request.method() === 'PUT')
    await save(page).click()
    expect((await sent).postDataJSON()).toEqual({
      method: 'directDebit',
      accountHolder: 'Studio Example B.V.',
      iban: 'NL91ABNA0417164300',
    })
    await expect(
      page.getByRole('status').filter({ hasText: 'Your payment method has been saved.' }),
    ).toBeVisible()
    await expect(current(page)).toContainText('account ending in 4300 (Studio Example B.V.)')
    await expect(textbox(page, 'IBAN')).toHaveValue('')
    await page.reload()
    await expect(current(page)).toContainText('account ending in 4300')
  })

  test('back to paying by invoice', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-new', path })
    await expect(current(page)).toContainText('account ending in 3000 (Neue Bildagentur GmbH)')
    await page.getByRole('radio', { name: /By invoice/ }).check()
    await expect(textbox(page, 'IBAN')).toHaveCount(0)
    await save(page).click()
    await expect(current(page)).toContainText('By invoice')
  })

  test('an IBAN that fails its checksum and a missing holder are said at the fields and in the summary', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path })
    await page.getByRole('radio', { name: /By SEPA direct debit/ }).check()
    await textbox(page, 'IBAN').fill('NL91 ABNA 0417 1643 01')
    await save(page).click()
    await expect(errorSummary(page)).toBeFocused()
    await expect(errorSummary(page).getByRole('link')).toHaveText([
      'Account holder must be given',
      'IBAN must be valid',
    ])
    await errorSummary(page).getByRole('link', { name: 'IBAN must be valid' }).click()
    await expect(textbox(page, 'IBAN')).toBeFocused()
    await expect(textbox(page, 'IBAN')).toHaveValue('NL91 ABNA 0417 1643 01')
  })

  test('in German, for a German storefront', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path, brand: 'bildwerk-de' })
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlungsart' })).toBeVisible()
    await page.getByRole('radio', { name: /Per SEPA-Lastschrift/ }).check()
    await page.getByRole('button', { name: 'Zahlungsart speichern' }).click()
    await expect(page.getByRole('region', { name: 'Es gibt ein Problem' }).getByRole('link')).toHaveText([
      'Bitte geben Sie den Kontoinhaber an',
      'Die IBAN ist ungültig',
    ])
  })

  test('is for business customers: a consumer is sent to the overview', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    await expect(page).toHaveURL(/\.localhost:\d+\/$/)
  })

  test(`axe finds nothing at 375 and 1280 px, with direct debit chosen and a failed submit`, async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path })
    await expect(current(page)).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await page.getByRole('radio', { name: /By SEPA direct debit/ }).check()
    await save(page).click()
    await expect(errorSummary(page)).toBeFocused()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })

  test.describe('when the service fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|\(status 500\)/ })

    test('saving says so and keeps what was typed', async ({ page, openApp }) => {
      await openApp({ persona: 'b2b-default', path, scenarios: ['faults:payment-method-save'] })
      await page.getByRole('radio', { name: /By SEPA direct debit/ }).check()
      await textbox(page, 'Account holder').fill('Studio Example B.V.')
      await textbox(page, 'IBAN').fill('NL91 ABNA 0417 1643 00')
      await save(page).click()
      await expect(page.getByRole('alert')).toContainText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(textbox(page, 'IBAN')).toHaveValue('NL91 ABNA 0417 1643 00')
      await expect(current(page)).toContainText('By invoice')
    })

    test('loading says so', async ({ page, openApp }) => {
      await openApp({ persona: 'b2b-default', path, scenarios: ['faults:customer-load'] })
      await expect(
        page.getByRole('alert').filter({ hasText: 'An error occurred loading your settings.' }),
      ).toBeVisible()
    })
  })
})
