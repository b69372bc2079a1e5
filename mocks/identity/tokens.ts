import { jwtVerify, SignJWT } from 'jose'
import { findPersona } from '../db/personas'
import type { UserRecord } from '../db/schemas'

/** The mock identity provider's signing key. It signs mock tokens only and is no secret. */
export const mockSigningSecret = 'mock-identity-provider-signing-key-not-a-secret'
let signingKeyPromise: Promise<CryptoKey> | undefined
function signingKey(): Promise<CryptoKey> {
  // A CryptoKey, not raw bytes: it works the same in browsers, Node and jsdom (whose Uint8Array is another realm's).
  signingKeyPromise ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(mockSigningSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return signingKeyPromise
}
export const mockClientId = 'account-area'

/** Where the mock identity provider lives, under whichever origin serves it (the app's, or the mock server's). */
export const identityProviderPath = '/__mock-idp'

export interface TokenSet {
  access_token: string
  refresh_token: string
  id_token: string
  token_type: 'Bearer'
  expires_in: number
  scope: string
}

/** The user fields a token carries. */
export type TokenSubject = Pick<UserRecord, 'sub' | 'email' | 'idpType' | 'idpSub' | 'isB2b' | 'persona'>

function identityClaims(user: TokenSubject) {
  return {
    email: user.email,
    idp_type: user.idpType,
    idp_sub: user.idpSub,
    authentication_method: user.isB2b ? 'B2B' : 'password',
    persona: user.persona,
  }
}

/**
 * Short, so a stolen access token is of little use for long (decision 0026); the app renews it with the refresh
 * token, which the provider rotates: each one is good for one renewal.
 */
export const accessTokenLifetimeSeconds = 300

/** A lifetime from now, or an expiry time in seconds since the epoch. */
type Expiry = string | number

async function sign(
  claims: Record<string, unknown>,
  subject: string,
  audience: string,
  issuer: string,
  ttl: Expiry,
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(crypto.randomUUID())
    .setSubject(subject)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(ttl)
    .sign(await signingKey())
}

export async function issueTokens(
  user: TokenSubject,
  issuer: string,
  options: { nonce?: string | undefined; accessTokenExpired?: boolean } = {},
): Promise<TokenSet> {
  const { nonce, accessTokenExpired = false } = options
  const expiresIn = accessTokenExpired ? -60 : accessTokenLifetimeSeconds
  return {
    access_token: await sign(
      { ...identityClaims(user), token_use: 'access' },
      user.sub,
      'photo-shop-api',
      issuer,
      Math.floor(Date.now() / 1000) + expiresIn,
    ),
    refresh_token: await sign({ token_use: 'refresh' }, user.sub, mockClientId, issuer, '30d'),
    id_token: await sign(
      { ...identityClaims(user), ...(nonce ? { nonce } : {}) },
      user.sub,
      mockClientId,
      issuer,
      '1h',
    ),
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: 'openid profile email offline_access',
  }
}

/** The tokens a sign-in gives: as issueTokens, with the access token already expired for personas that ask. */
export function signInTokens(user: TokenSubject, issuer: string, nonce?: string): Promise<TokenSet> {
  return issueTokens(user, issuer, {
    nonce,
    accessTokenExpired: findPersona(user.persona)?.signsInExpired ?? false,
  })
}

/** The subject and id of a valid token of the given use, or undefined. */
export async function verifiedToken(
  token: string,
  use: 'access' | 'refresh',
): Promise<{ sub: string; id: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey())
    if (payload.token_use !== use || !payload.sub || !payload.jti) return undefined
    return { sub: payload.sub, id: payload.jti }
  } catch {
    return undefined
  }
}

/** The subject of a valid token of the given use, or undefined. */
export async function verifiedSubject(token: string, use: 'access' | 'refresh'): Promise<string | undefined> {
  return (await verifiedToken(token, use))?.sub
}

/** The authorization code is the persona's subject and PKCE challenge, so the token call can check both. */
export function encodeAuthorizationCode(code: { sub: string; challenge: string; nonce?: string }): string {
  return btoa(JSON.stringify(code)).replace(/=+$/, '')
}

export function decodeAuthorizationCode(
  value: string,
): { sub: string; challenge: string; nonce?: string } | undefined {
  try {
    const parsed = JSON.parse(atob(value)) as { sub?: unknown; challenge?: unknown; nonce?: unknown }
    if (typeof parsed.sub !== 'string' || typeof parsed.challenge !== 'string') return undefined
    return {
      sub: parsed.sub,
      challenge: parsed.challenge,
      nonce: typeof parsed.nonce === 'string' ? parsed.nonce : undefined,
    }
  } catch {
    return undefined
  }
}

/** The S256 PKCE challenge of a verifier. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
