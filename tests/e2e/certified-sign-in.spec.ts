import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { certifiedLoginOf, startCertifiedIdentityProvider } from '../support/certified-identity-provider'
import { appUrl, expect, test } from './fixtures'
import { sessionTokens, storeRefreshToken } from './session-tokens'

/**
 * The app's real sign-in code against a certified OpenID provider (panva's oidc-provider, decision 0033) instead of
 * the project's own mock: sign-in with PKCE, the access-token cookie and the stored refresh token, renewal with a rotated refresh token, a reused refresh
 * token refused, sign-out at the provider, and a refused sign-in. The services stay the browser's mocks.
 */

const mockConfig = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/config.json'), 'utf8'))
let provider: Awaited<ReturnType<typeof startCertifiedIdentityProvider>>
const brands = ['printbloom-gb', 'lumiere-fr']

test.beforeAll(async () => {
  provider = await startCertifiedIdentityProvider(brands.map((brand) => new URL(appUrl({ brand })).origin))
})

test.afterAll(async () => {
  await provider.stop()
})

/** The mocked app's config.json, signing in at the certified provider. */
async function signInAtCertifiedProvider(context: BrowserContext) {
  await context.route(/\/config\.json$/, (route) =>
    route.fulfill({ json: { ...mockConfig, auth: { ...mockConfig.auth, authority: provider.issuer } } }),
  )
  // The provider's pages import a web font; there is no internet here.
  await context.route(/^https:\/\/fonts\.googleapis\.com\//, (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  )
}

async function logInAs(page: Page, personaId: string) {
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
  await page.getByPlaceholder('Enter any login').fill(certifiedLoginOf(personaId))
  await page.getByPlaceholder('and password').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** The app's tokens on the default brand's host, wherever the page is. */
async function tokens(context: BrowserContext) {
  const { access, refresh, refreshCookie } = await sessionTokens(context, new URL(appUrl()).origin)
  return { access, refresh: refresh ?? refreshCookie?.value }
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString())

/** An access token the app reads as expired (it reads, never checks, its own token), to make it renew. */
function expiredAccessToken(like: string): string {
  const [header, , signature] = like.split('.')
  const payload = { ...claimsOf(like), exp: Math.floor(Date.now() / 1000) - 3600 }
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`
}

/** Replaces the access-token cookie, host-only or on the parent domain as the app wrote it. */
async function setAccessTokenCookie(
  context: BrowserContext,
  like: { name: string; domain: string; path: string },
  value: string,
) {
  const where = like.domain.startsWith('.')
    ? { domain: like.domain, path: like.path }
    : { url: `http://${like.domain}` }
  await context.addCookies([{ name: like.name, value, sameSite: 'Lax', ...where }])
}

/**
 * Signs in as the consumer on `path`, then makes the app renew the session: its access token read as expired, the
 * page loaded again. The cookies before and after, and the status of the provider's answer to the renewal.
 */
async function signInThenRenew(page: Page, path: string, heading: string) {
  const context = page.context()
  await signInAtCertifiedProvider(context)
  await page.goto(appUrl({ path }))
  await logInAs(page, 'consumer')
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  const first = await tokens(context)
  await setAccessTokenCookie(context, first.access!, expiredAccessToken(first.access!.value))
  const renewal = page.waitForResponse(
    (response) => response.url() === `${provider.issuer}/token` && response.request().method() === 'POST',
  )
  await page.reload()
  const status = (await renewal).status()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  // The page writes the renewed cookies a moment after the answer (and its heading shows before it): read too early,
  // 'renewed' was still the first pair, and the late write then replaced the cookies a test had just set.
  if (status === 200) await expect.poll(async () => (await tokens(context)).refresh).not.toBe(first.refresh)
  return { first, renewed: await tokens(context), renewal: status }
}

test.describe('sign-in at a certified OpenID provider', () => {
  test('signs in with PKCE on two brand hosts, lands on the page asked for, with both tokens kept', async ({
    page,
  }) => {
    await signInAtCertifiedProvider(page.context())
    const authorizations: URL[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === provider.issuer && url.pathname === '/auth') authorizations.push(url)
    })
    for (const [brand, heading] of [
      ['printbloom-gb', 'Personal details'],
      ['lumiere-fr', 'Informations personnelles'],
    ] as const) {
      await page.goto(appUrl({ brand, path: '/settings/personal-details' }))
      // The second host signs in on the provider's session without a login (single sign-on).
      if (brand === brands[0]) await logInAs(page, 'consumer')
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/settings/personal-details')
    }
    for (const authorization of authorizations) {
      expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorization.searchParams.get('response_type')).toBe('code')
    }
    const { access, refresh, refreshCookie } = await sessionTokens(page.context(), new URL(appUrl()).origin)
    expect(access?.sameSite).toBe('Lax')
    expect(refresh).toBeTruthy()
    expect(refreshCookie).toBeUndefined()
    const claims = claimsOf(access!.value)
    expect(claims.iss).toBe(provider.issuer)
    expect(claims.exp - claims.iat).toBe(300)
  })

  test('renews an expired session with the refresh token, which the provider rotates', async ({ page }) => {
    const { first, renewed, renewal } = await signInThenRenew(
      page,
      '/settings/personal-details',
      'Personal details',
    )
    expect(renewal).toBe(200)
    expect(renewed.refresh).not.toBe(first.refresh)
    expect(claimsOf(renewed.access!.value).exp).toBeGreaterThan(Date.now() / 1000)
  })

  test.describe(() => {
    test.use({ expectedConsoleErrors: /The session could not be renewed|status of 400 \(Bad Request\)/ })
    test('a refresh token used twice is refused: the customer is signed out cleanly and asked to sign in', async ({
      page,
    }) => {
      const context = page.context()
      const { first, renewed } = await signInThenRenew(page, '/orders', 'My orders')

      // Someone replays the first, already used, refresh token.
      await storeRefreshToken(page, first.refresh!)
      await setAccessTokenCookie(context, renewed.access!, expiredAccessToken(renewed.access!.value))
      const refused = page.waitForResponse((response) => response.url() === `${provider.issuer}/token`)
      await page.reload()
      expect((await refused).status()).toBe(400)
      await expect(page.getByRole('button', { name: 'Yes, sign me out' })).toBeVisible()
      const { access, refresh } = await tokens(context)
      expect([access, refresh]).toEqual([undefined, undefined])
      await page.getByRole('button', { name: 'Yes, sign me out' }).click()
      await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
    })
  })

  test('signing out removes both tokens and ends the session at the provider', async ({ page }) => {
    const context = page.context()
    await signInAtCertifiedProvider(context)
    await page.goto(appUrl({ path: '/' }))
    await logInAs(page, 'consumer')
    await page.getByRole('link', { name: 'Sign out' }).click()
    await page.getByRole('button', { name: 'Yes, sign me out' }).click()
    // Back at the app's root with no session there or at the provider: the provider asks for a login again.
    await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
    expect(await tokens(context)).toEqual({ access: undefined, refresh: undefined })
  })

  test.describe(() => {
    test.use({
      expectedConsoleErrors: /Sign-in failed \{error: ErrorResponse: End-User aborted interaction\}/,
    })
    test('a refused sign-in (access_denied) returns to the root, which starts a new sign-in', async ({
      page,
    }) => {
      await signInAtCertifiedProvider(page.context())
      const visited: string[] = []
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url())
      })
      await page.goto(appUrl({ path: '/orders' }))
      await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
      await page.getByRole('link', { name: '[ Cancel ]' }).click()
      await expect
        .poll(() => visited.filter((url) => url.startsWith(provider.issuer)).length)
        .toBeGreaterThanOrEqual(2)
      await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible()
      const origin = new URL(appUrl()).origin
      const callback = visited.find((url) => url.startsWith(`${origin}/signin-callback`))
      expect(new URL(callback!).searchParams.get('error')).toBe('access_denied')
      expect(visited).toContain(`${origin}/`)
      expect(visited.indexOf(`${origin}/`)).toBeGreaterThan(visited.indexOf(callback!))
    })
  })
})
