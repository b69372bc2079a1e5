import { describe, expect, it } from 'vitest'
import { expiryMarginMs, hasExpired } from './token-expiry'

function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`
}

describe('hasExpired', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  const exp = now / 1000 + 600

  it('is false while the token has more than the margin left', () => {
    expect(hasExpired(tokenWith({ exp }), now)).toBe(false)
    expect(hasExpired(tokenWith({ exp }), exp * 1000 - expiryMarginMs - 1)).toBe(false)
  })

  it('is true within the margin and after the expiry', () => {
    expect(hasExpired(tokenWith({ exp }), exp * 1000 - expiryMarginMs)).toBe(true)
    expect(hasExpired(tokenWith({ exp }), exp * 1000 + 1)).toBe(true)
  })

  it('treats a token without an expiry as valid, and one that cannot be read as expired', () => {
    expect(hasExpired(tokenWith({ sub: 'a' }), now)).toBe(false)
    expect(hasExpired('not-a-token', now)).toBe(true)
  })
})
