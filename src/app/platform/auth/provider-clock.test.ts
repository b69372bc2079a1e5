// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetProviderClock, learnProviderClock, providerNow } from './provider-clock'
import { expiryMarginMs, hasExpired } from './token-expiry'

function tokenWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`
}

const minutes = (count: number) => count * 60_000
/** The provider's time when it issues the token (whole seconds, as `iat` holds it). */
const issuedAt = Date.UTC(2026, 10, 22, 12)
const lifetimeSeconds = 300
const token = tokenWith({ iat: issuedAt / 1000, exp: issuedAt / 1000 + lifetimeSeconds })

describe('the provider clock', () => {
  beforeEach(() => forgetProviderClock())

  it('is the device clock until a token has been received', () => {
    expect(providerNow(issuedAt + minutes(10))).toBe(issuedAt + minutes(10))
  })

  for (const [clock, deviceOffset] of [
    ['ten minutes ahead', minutes(10)],
    ['ten minutes behind', -minutes(10)],
    ['right', 0],
  ] as const) {
    it(`with a device clock ${clock}, a token lasts its lifetime from receipt, no less and no more`, () => {
      const receivedAt = issuedAt + deviceOffset
      learnProviderClock(token, receivedAt)
      expect(hasExpired(token, providerNow(receivedAt))).toBe(false)
      const renewFrom = receivedAt + lifetimeSeconds * 1000 - expiryMarginMs
      expect(hasExpired(token, providerNow(renewFrom - 1))).toBe(false)
      expect(hasExpired(token, providerNow(renewFrom))).toBe(true)
    })
  }

  it('is kept for the next page load and the next tab', () => {
    learnProviderClock(token, issuedAt + minutes(10))
    vi.resetModules()
    return import('./provider-clock').then((fresh) => {
      expect(fresh.providerNow(issuedAt + minutes(10))).toBe(issuedAt)
    })
  })

  it('learns nothing from a token without iat or one that cannot be read', () => {
    learnProviderClock(tokenWith({ exp: 1 }), issuedAt + minutes(10))
    learnProviderClock('not-a-token', issuedAt + minutes(10))
    expect(providerNow(issuedAt)).toBe(issuedAt)
  })

  it('works without storage, as in a window that refuses it', () => {
    const refused = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    learnProviderClock(token, issuedAt - minutes(10))
    expect(providerNow(issuedAt - minutes(10))).toBe(issuedAt)
    refused.mockRestore()
  })
})
