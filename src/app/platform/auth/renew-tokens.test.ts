// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseConfig, serviceNames } from '#app/platform/config'

/** What the provider does with the refresh token this time. */
let answer: () => Promise<unknown>

vi.mock('oidc-client-ts', () => {
  class ErrorResponse extends Error {
    constructor(args: { error: string }) {
      super(args.error)
    }
  }
  return {
    ErrorResponse,
    User: class {
      constructor(public settings: unknown) {}
    },
    UserManager: class {
      storeUser = async () => {}
      signinSilent = () => answer()
    },
    WebStorageStateStore: class {},
    InMemoryWebStorage: class {},
  }
})

// Files share modules (vitest.config.ts): identity-provider.ts must be loaded afresh, with this file's mock.
vi.resetModules()
const { ErrorResponse } = await import('oidc-client-ts')
const { renewTokens } = await import('./renew-tokens')
const { readAccessToken, readRefreshToken, writeTokens } = await import('./token-store')

const config = parseConfig({
  services: Object.fromEntries(serviceNames.map((name) => [name, `https://${name}.api.example`])),
  push: 'wss://push.api.example/socket',
  auth: { authority: 'https://id.example', clientId: 'account-area', scope: 'openid' },
})
const context = { config, cookieDomain: undefined }
/** A token the app can read the claims of (it never checks a signature). */
const jwt = (sub: string) => ['e30', btoa(JSON.stringify({ sub })).replace(/=+$/, ''), 'signature'].join('.')
const oldAccess = jwt('old')

describe('renewTokens', () => {
  beforeEach(() => {
    writeTokens({ accessToken: oldAccess, refreshToken: 'old-refresh' }, undefined)
  })

  it('writes the renewed pair and answers the new access token', async () => {
    answer = async () => ({ access_token: 'new-access', refresh_token: 'new-refresh' })
    await expect(renewTokens(context)).resolves.toBe('new-access')
    expect([readAccessToken(), readRefreshToken()]).toEqual(['new-access', 'new-refresh'])
  })

  it('answers nothing when the provider refuses the refresh token: the session is over', async () => {
    answer = async () => {
      throw new ErrorResponse({ error: 'invalid_grant' })
    }
    await expect(renewTokens(context)).resolves.toBeUndefined()
  })

  it('throws, keeping the cookies, when the provider is not reached (offline, or the page left mid-call)', async () => {
    answer = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(renewTokens(context)).rejects.toThrow('Failed to fetch')
    expect([readAccessToken(), readRefreshToken()]).toEqual([oldAccess, 'old-refresh'])
  })
})
