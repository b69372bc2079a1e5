import type { Page, Request } from '@playwright/test'
import { expect, tab, test } from './fixtures'
import { sessionTokens } from './session-tokens'

test.describe('sign-in', () => {
  test('a visitor signs in by picking a persona and sees My photos with the counts', async ({
    page,
    openApp,
  }) => {
    await openApp({ path: '/my-photos/photos' })
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await page.getByRole('button', { name: /Consumer/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await expect(tab(page, 'Albums')).toHaveText('Albums4')
    await expect(page).toHaveURL(/\/my-photos\/photos$/)
    const { access, refresh, refreshCookie } = await sessionTokens(page.context(), origin(page))
    expect(access?.value).toMatch(/^ey/)
    expect(access?.sameSite).toBe('Lax')
    expect(refresh).toMatch(/^ey/)
    expect(refreshCookie).toBeUndefined()
    // The subject is noted for tracking; the tokens are not.
    const dataLayer = JSON.stringify(await page.evaluate(() => window.dataLayer))
    expect(dataLayer).toContain('{"event":"login","userId":"user-consumer"}')
    expect(dataLayer).not.toContain(access!.value)
    expect(dataLayer).not.toContain(refresh)
  })

  test('returns to the page that was asked for', async ({ page, openApp }) => {
    await openApp({ path: '/my-photos/albums', query: { stripped: 'true' } })
    await page.getByRole('button', { name: /New customer/ }).click()
    await expect(page).toHaveURL(/\/my-photos\/albums\?stripped=true$/)
    await expect(tab(page, 'Albums')).toHaveAttribute('aria-current', 'page')
    await expect(tab(page, 'Photos')).toHaveText('Photos0')
  })

  test('a link naming a persona signs in without the sign-in page', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', signIn: 'identity-provider' })
    await expect(tab(page, 'Photos')).toHaveText('Photos12')
  })

  test('signing out removes both tokens and signs out at the identity provider', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', signIn: 'identity-provider' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await page.getByRole('link', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(await tokens(page)).toEqual({ access: undefined, refresh: undefined })
  })
})

/**
 * A consumer, a business customer and an expired session sign in through the identity provider's page, and whether
 * the overview offers the b2b item Invoices. The other personas' data is opened by the specs of their screens.
 */
const signInPersonas = [
  ['Consumer', false],
  ['Business customer', true],
  ['Expired token', false],
] as const

for (const [persona, isB2b] of signInPersonas) {
  test(`${persona} signs in on the identity provider's page, lands on the overview, and signs out`, async ({
    page,
    openApp,
  }) => {
    await openApp({ path: '/' })
    await page
      .getByRole('button')
      .filter({ has: page.getByText(persona, { exact: true }) })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: /^Hello / })).toBeVisible()
    await expect(page).toHaveTitle('My account | Printbloom')
    const invoices = page.getByRole('main').getByRole('link', { name: 'Invoices' })
    await expect(invoices).toHaveCount(isB2b ? 1 : 0)
    await page.getByRole('link', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(await tokens(page)).toEqual({ access: undefined, refresh: undefined })
  })
}

function claimsOf(token: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >
}

const origin = (page: Page) => new URL(page.url()).origin

/** The two tokens' values; a refresh-token cookie counts as one too. */
async function tokens(page: Page) {
  const { access, refresh, refreshCookie } = await sessionTokens(page.context(), origin(page))
  return { access: access?.value, refresh: refresh ?? refreshCookie?.value }
}

function isRefreshGrant(request: Request) {
  return (
    request.url().endsWith('/__mock-idp/token') && /grant_type=refresh_token/.test(request.postData() ?? '')
  )
}

test.describe('an expired session', () => {
  test('an expired access token is renewed with the refresh token before the page loads its data', async ({
    page,
    openApp,
  }) => {
    const refreshed = page.waitForRequest(isRefreshGrant)
    await openApp({ persona: 'expired-token' })
    await refreshed
    await expect(tab(page, 'Photos')).toHaveText('Photos6')
    const { access } = await tokens(page)
    expect(claimsOf(access).exp).toBeGreaterThan(Date.now() / 1000)
  })

  test('signing in through the identity provider with an expired token ends in the renewed session', async ({
    page,
    openApp,
  }) => {
    const refreshed = page.waitForRequest(isRefreshGrant)
    await openApp({ persona: 'expired-token', signIn: 'identity-provider' })
    await refreshed
    await expect(tab(page, 'Albums')).toHaveText('Albums1')
  })

  test.describe('when the service refuses the token', () => {
    test.use({ expectedConsoleErrors: /status of 401/ })

    test('it is renewed and the request sent again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer' })
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      const { access } = await tokens(page)
      const [header, payload] = (access ?? '').split('.')
      await page.context().addCookies([
        {
          name: 'auth_access_token',
          value: `${header}.${payload}.forged`,
          url: new URL(page.url()).origin,
          sameSite: 'Lax',
        },
      ])
      const refreshed = page.waitForRequest(isRefreshGrant)
      await page.reload()
      await refreshed
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      expect((await tokens(page)).access).not.toMatch(/\.forged$/)
    })
  })

  test.describe('when the identity provider will not renew it', () => {
    test.use({ expectedConsoleErrors: /session could not be renewed|status of 400/ })

    test('the abandoned session signs out: both tokens go and the sign-in page shows', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'expired-token', scenarios: ['auth:refresh-refused'] })
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
      expect(await tokens(page)).toEqual({ access: undefined, refresh: undefined })
    })
  })
})

test.describe('a broken identity provider', () => {
  test.use({ expectedConsoleErrors: /Sign-in failed/ })

  test('its error is logged and the app returns to the root, which asks to sign in again', async ({
    page,
    openApp,
  }) => {
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname)
    })
    const logged = page.waitForEvent('console', (message) => /Sign-in failed/.test(message.text()))
    await openApp({ persona: 'broken-identity-provider', signIn: 'identity-provider' })
    await logged
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(visited.slice(visited.indexOf('/signin-callback'))).toEqual([
      '/signin-callback',
      '/',
      '/__mock-idp/authorize',
    ])
    expect(await tokens(page)).toEqual({ access: undefined, refresh: undefined })
  })
})
