import type { Page } from '@playwright/test'
import { axeViolations, axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'
import { sessionTokens } from './session-tokens'

/** Which of the session's tokens the app still keeps. */
async function sessionTokensKept(page: Page) {
  const { access, refresh, refreshCookie } = await sessionTokens(page.context(), new URL(page.url()).origin)
  return Object.entries({ access, refresh: refresh ?? refreshCookie })
    .filter(([, token]) => token)
    .map(([name]) => name)
}

// A failed confirmation is logged (with its correlation id) like every failed call: expected here.
test.use({ expectedConsoleErrors: /status of (404|500)|\(status (404|500)\)/ })

const optIn = { 'confirmation-token': 'optin-alex.morgan', email: 'alex.morgan@example.com' }
const linkNotValid = 'This link has already been used, has expired or belongs to another account.'
const linkIncomplete = 'The link is incomplete. Please open it again from the email.'

test.describe('newsletter subscription confirmation', () => {
  test('confirms without the bearer token and says Success!, leading to the store', async ({
    page,
    openApp,
  }) => {
    const confirm = page.waitForRequest((request) => request.url().includes('/subscription/confirm/'))
    // Signed in, so a token exists that must not be sent.
    await openApp({ persona: 'consumer', path: '/subscription-confirmation', query: optIn })
    const request = await confirm
    expect(await request.headerValue('authorization')).toBeNull()
    await expect(page).toHaveURL(/\/subscription-confirmation-success(\?|$)/)
    await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue to the store' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.printbloom\.co\.uk\/$/,
    )
  })

  test('a token that is not the address’s fails plainly, and Try again opens the link again', async ({
    page,
    openApp,
  }) => {
    await openApp({
      path: '/subscription-confirmation',
      query: { ...optIn, 'confirmation-token': 'optin-someone' },
    })
    await expect(page).toHaveURL(/\/subscription-confirmation-error\?/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible()
    await expect(
      page.getByText('Something went wrong with the subscription. Could you please try again?'),
    ).toBeVisible()
    await expect(page.getByText(linkNotValid)).toBeVisible()
    const again = page.getByRole('link', { name: 'Try again' })
    await expect(again).toHaveAttribute(
      'href',
      /^\/subscription-confirmation\?confirmation-token=optin-someone&email=/,
    )
  })

  test('a link without its e-mail address fails without calling the service', async ({ page, openApp }) => {
    let called = false
    page.on('request', (request) => {
      if (request.url().includes('/subscription/confirm/')) called = true
    })
    await openApp({
      path: '/subscription-confirmation',
      query: { 'confirmation-token': 'optin-alex.morgan' },
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible()
    await expect(page.getByText(linkIncomplete)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /^https:\/\/www\./)
    expect(called).toBe(false)
  })

  test.describe('when the service fails', () => {
    test('the error page says so without blaming the link, and Try again asks again', async ({
      page,
      openApp,
    }) => {
      await openApp({
        path: '/subscription-confirmation',
        query: optIn,
        scenarios: ['faults:subscription-confirm'],
      })
      await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible()
      await expect(page.getByText(linkNotValid)).toHaveCount(0)
      const again = page.waitForRequest((request) => request.url().includes('/subscription/confirm/'))
      await page.getByRole('link', { name: 'Try again' }).click()
      await again
      await expect(page.getByRole('heading', { level: 1, name: 'Your subscription failed' })).toBeVisible()
    })
  })

  test('in French', async ({ page, openApp }) => {
    await openApp({ brand: 'lumiere-fr', path: '/subscription-confirmation', query: optIn, locale: 'fr-FR' })
    await expect(page.getByRole('heading', { level: 1, name: 'C’est fait !' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continuer vers la boutique' })).toBeVisible()
  })

  test(`the success and error pages have no axe violations at 375 and 1280 px`, async ({ page, openApp }) => {
    await openApp({ path: '/subscription-confirmation', query: optIn })
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await openApp({ path: '/subscription-confirmation', query: { email: optIn.email } })
    await expect(page.getByRole('heading', { name: 'Your subscription failed' })).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })
})

test.describe('e-mail change confirmation', () => {
  const path = '/change-email-confirmation'

  test('confirms, signs out for real and lands on the success page', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, query: { 'confirmation-token': 'change-email-consumer' } })
    await expect(page).toHaveURL(/\/change-email-success(\?|$)/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your email address has been changed' }),
    ).toBeVisible()
    expect(await sessionTokensKept(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })

  test('the same link a second time says it was used, and changes nothing', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, query: { 'confirmation-token': 'change-email-consumer' } })
    await expect(page).toHaveURL(/\/change-email-success(\?|$)/)
    await openApp({ persona: 'consumer', path, query: { 'confirmation-token': 'change-email-consumer' } })
    await expect(page).toHaveURL(/\/change-email-error\?/)
    await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible()
    await expect(
      page.getByText('Something went wrong with the email change. Could you please try again?'),
    ).toBeVisible()
    await expect(page.getByText(linkNotValid)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('another customer’s link does not act on the signed-in account', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, query: { 'confirmation-token': 'change-email-b2b-default' } })
    await expect(page).toHaveURL(/\/change-email-error\?/)
    await expect(page.getByText(linkNotValid)).toBeVisible()
    expect(await sessionTokensKept(page)).not.toEqual([])
  })

  test('a link without its token fails plainly', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path })
    await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible()
    await expect(page.getByText(linkIncomplete)).toBeVisible()
  })

  test.describe('when the service fails', () => {
    test('the error page says so, and the customer stays signed in', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path,
        query: { 'confirmation-token': 'change-email-consumer' },
        scenarios: ['faults:email-change-confirm'],
      })
      await expect(page.getByRole('heading', { level: 1, name: "Your email wasn't changed" })).toBeVisible()
      await expect(page.getByText(linkNotValid)).toHaveCount(0)
      expect(await sessionTokensKept(page)).not.toEqual([])
    })
  })
})

test.describe('account deletion confirmation', () => {
  const path = '/delete-account-confirmation'

  test('confirms, signs out for real and lands on the farewell page', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, query: { 'confirmation-token': 'delete-account-consumer' } })
    await expect(page).toHaveURL(/\/account-deleted(\?|$)/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible()
    expect(await sessionTokensKept(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
  })

  test('an unknown token fails plainly on the deletion error page', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path, query: { 'confirmation-token': 'delete-account-nobody' } })
    await expect(page).toHaveURL(/\/delete-account-error\?/)
    await expect(
      page.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
    ).toBeVisible()
    await expect(page.getByText(linkNotValid)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test.describe('when the service fails', () => {
    test('the error page says so', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path,
        query: { 'confirmation-token': 'delete-account-consumer' },
        scenarios: ['faults:delete-account-confirm'],
      })
      await expect(
        page.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
      ).toBeVisible()
      await expect(page.getByText(linkNotValid)).toHaveCount(0)
    })
  })

  test('in German', async ({ page, openApp }) => {
    await openApp({
      brand: 'bildwerk-de',
      persona: 'consumer',
      path,
      query: { 'confirmation-token': 'delete-account-consumer' },
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Konto wurde gelöscht' })).toBeVisible()
  })
})
