// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseConfig, serviceNames } from '#app/platform/config'

const signoutRedirect = vi.fn(async (_args?: { post_logout_redirect_uri?: string }) => {})
vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    signoutRedirect = signoutRedirect
  },
  WebStorageStateStore: class {},
  InMemoryWebStorage: class {},
}))

// Files share modules (vitest.config.ts): identity-provider.ts must be loaded afresh, with this file's mock.
vi.resetModules()
const { signOut } = await import('./sign-in')
const { readAccessToken, writeTokens } = await import('./token-store')

const config = parseConfig({
  services: Object.fromEntries(serviceNames.map((name) => [name, `https://${name}.api.example`])),
  push: 'wss://push.api.example/socket',
  auth: { authority: 'https://id.example', clientId: 'account-area', scope: 'openid' },
})
const returnedTo = () => signoutRedirect.mock.calls.at(-1)?.[0]?.post_logout_redirect_uri

describe('signOut', () => {
  beforeEach(() => {
    writeTokens({ accessToken: 'token', refreshToken: 'refresh' }, undefined)
  })
  afterEach(() => signoutRedirect.mockClear())

  it('removes the token cookies and signs out at the identity provider, back to the root', async () => {
    await signOut({ config, cookieDomain: undefined })
    expect(readAccessToken()).toBeUndefined()
    expect(returnedTo()).toBe(`${window.location.origin}/`)
  })

  it('forgets what the screens asked for first, which names the customer’s orders and photos (decision 0063)', async () => {
    localStorage.setItem(
      'app.firstCalls',
      JSON.stringify({ subject: 'alex', calls: { '/orders': ['https://x/o'] } }),
    )
    await signOut({ config, cookieDomain: undefined })
    expect(localStorage.getItem('app.firstCalls')).toBeNull()
  })

  it('comes back to a page of the app when asked', async () => {
    await signOut({ config, cookieDomain: undefined }, '/account-deleted')
    expect(returnedTo()).toBe(`${window.location.origin}/account-deleted`)
  })

  it('never comes back anywhere else', async () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      await signOut({ config, cookieDomain: undefined }, elsewhere)
      expect(returnedTo(), elsewhere).toBe(`${window.location.origin}/`)
    }
  })
})
