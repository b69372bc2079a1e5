// @vitest-environment jsdom
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { mockServerForTests } from '../../tests/mock-server-for-tests'
import { findPersona, personaIdentity } from '../db/personas'
import { identityProviderPath, signInTokens, type TokenSet } from '../identity/tokens'

await mockServerForTests()

const issuer = `http://localhost:9090${identityProviderPath}`

function refresh(refreshToken: string) {
  return fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: 'account-area',
    }),
  })
}

describe('the mock identity provider’s refresh tokens', () => {
  it('renew a session once each, with a new refresh token, and refuse a reused one', async () => {
    const signedIn = await signInTokens(personaIdentity(findPersona('consumer')!), issuer)
    const first = await refresh(signedIn.refresh_token)
    expect(first.status).toBe(200)
    const renewed = (await first.json()) as TokenSet
    expect(renewed.refresh_token).not.toBe(signedIn.refresh_token)
    const { exp, iat } = decodeJwt(renewed.access_token)
    expect([renewed.expires_in, exp! - iat!]).toEqual([300, 300])

    const reused = await refresh(signedIn.refresh_token)
    expect(reused.status).toBe(400)
    expect(await reused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token was already used',
    })
    expect((await refresh(renewed.refresh_token)).status).toBe(200)
  })
})
