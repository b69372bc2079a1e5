import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { findPersona, personaIdentity } from '../../mocks/db/personas'
import { identityProviderPath, signInTokens } from '../../mocks/identity/tokens'
import { accessTokenCookie } from '../../src/app/platform/auth/token-store'
import { doubleClickMs } from '../../src/app/ui/exactly-once/double-click'
import { recordContractCalls } from './contract-check'
import { seedRefreshToken } from './session-tokens'

/** Set by playwright.config.ts (E2E_PORT or a free port) before the workers start. */
const e2ePort = Number(process.env.E2E_PORT)

/** What a test opens: the harness state as URL parameters, the brand as the host. */
export interface AppState {
  brand?: string
  /** The host instead of the brand's `{brand}.localhost` (plain `localhost` is Printbloom GB, as in the README). */
  host?: string
  path?: string
  persona?: string
  locale?: string
  volume?: string
  scenarios?: string[]
  /** The app's own query parameters (flags, stripped, …). */
  query?: Record<string, string>
  /**
   * How a persona signs in. 'cookies' (the default) writes the tokens the mock identity provider would issue
   * before the page opens, sparing each test two page loads; 'identity-provider' runs the app's real sign-in.
   */
  signIn?: 'cookies' | 'identity-provider'
  /**
   * The page's clock, for a test whose data depends on the date: the mocks seed relative to today, so a pinned clock
   * gives the same library every day. Time runs on from there (timers work as usual).
   */
  clockAt?: string
}

/**
 * Signs the persona in as the app's sign-in code would: the access token in its cookie on the brand's host, the
 * refresh token in that origin's storage.
 */
async function writeTokens(context: BrowserContext, url: string, personaId: string) {
  const persona = findPersona(personaId)
  if (!persona) return
  const origin = new URL(url).origin
  const tokens = await signInTokens(personaIdentity(persona), `${origin}${identityProviderPath}`)
  await context.addCookies([
    { name: accessTokenCookie, value: tokens.access_token, url: origin, sameSite: 'Lax' },
  ])
  await seedRefreshToken(context, origin, tokens.refresh_token)
}

export function appUrl(state: AppState = {}): string {
  const url = new URL(
    state.path ?? '/my-photos/photos',
    `http://${state.host ?? `${state.brand ?? 'printbloom-gb'}.localhost`}:${e2ePort}`,
  )
  for (const [name, value] of Object.entries(state.query ?? {})) url.searchParams.set(name, value)
  if (state.persona) url.searchParams.set('mock-persona', state.persona)
  if (state.locale) url.searchParams.set('mock-locale', state.locale)
  if (state.volume) url.searchParams.set('mock-volume', state.volume)
  if (state.scenarios?.length) url.searchParams.set('mock-scenario', state.scenarios.join(','))
  return url.href
}

interface Fixtures {
  /** Every call to a backing service, checked against the documents (see contract-check.ts). */
  contractCalls: ReturnType<typeof recordContractCalls>
  /** Opens the app in a harness state; with a persona it signs in through the mock identity provider. */
  openApp: (state?: AppState) => Promise<void>
  /** Console errors a test expects (a failing request it provoked); any other one fails the test. */
  expectedConsoleErrors: RegExp | undefined
}

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [undefined, { option: true }],
  contractCalls: async ({ page }, use) => {
    const calls = recordContractCalls(page)
    await use(calls)
    expect(await calls.mismatches(), 'calls that do not match their documents').toEqual([])
  },
  page: async ({ page, expectedConsoleErrors }, use) => {
    // npm run test:dates: this process runs on the faked day (libfaketime); the browser, started without it, is
    // given the same day and time on its clock, running on from there.
    if (process.env.FAKETIME) await page.clock.install({ time: Date.now() })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedConsoleErrors?.test(message.text())) {
        errors.push(message.text())
      }
    })
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
    await use(page)
    expect(errors, 'console errors').toEqual([])
  },
  openApp: async ({ page, contractCalls: _checked }, use) => {
    await use(async (state = {}) => {
      const url = appUrl(state)
      if (state.clockAt) await page.clock.install({ time: new Date(state.clockAt) })
      if (state.persona && state.signIn !== 'identity-provider') {
        await writeTokens(page.context(), url, state.persona)
      }
      await page.goto(url)
    })
  },
})

export { expect }

export function tab(page: Page, name: string) {
  return page.getByRole('navigation', { name: /./ }).getByRole('link', { name: new RegExp(`^${name}`) })
}

/**
 * A customer reads a failure before pressing again: on the page's clock (installed by `clockAt`), past the double-click
 * interval within which a second press is the same press (docs/decisions/0029-exactly-once.md).
 */
export function readTheMessage(page: Page) {
  return page.clock.fastForward(doubleClickMs)
}

/**
 * The storefront catalogue's names have come: no reserved line (src/app/storefront/catalogue-text.tsx) stands where a
 * product's name goes. For a test that reads the names once the screen that shows them is there: screens do not wait
 * for the catalogue (decision 0048).
 */
export async function catalogueNamesShown(page: Page) {
  await expect(page.locator('.catalogue-text--pending')).toHaveCount(0)
}

/**
 * Holds the storefront catalogue's articles (the merchandise service's Channel query) in the page until `release`.
 * The mocks answer in the page through msw's service worker, where page.route does not see the call: the hold wraps
 * the page's fetch before the app starts (registered before openApp).
 */
export async function holdCatalogueArticles(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.addInitScript(() => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    Object.assign(window, { releaseCatalogueArticles: () => release() })
    const fetch = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (method.toUpperCase() !== 'POST' || !new URL(url, location.href).pathname.endsWith('/merchandise'))
        return fetch(input, init)
      // Sent on with its body as text, as the app sends it: a body passed on as a stream is not seen by the
      // contract check (Playwright's postData).
      const request = new Request(input, init)
      const body = await request.text()
      const { operationName } = JSON.parse(body) as { operationName?: string }
      if (operationName === 'Channel') await released
      return fetch(new Request(request, { body }))
    }
  })
  return {
    release: () =>
      page.evaluate(() =>
        (window as unknown as { releaseCatalogueArticles: () => void }).releaseCatalogueArticles(),
      ),
  }
}
