import { jwtClaims } from './jwt-claims'
import { providerNow } from './provider-clock'

/** Renew this long before the stated expiry, so a request does not set out with a token that lapses on the way. */
export const expiryMarginMs = 30_000

/**
 * Whether an access token has expired, or will within the margin, by the provider's clock (provider-clock.ts). A token
 * that cannot be read counts as expired.
 */
export function hasExpired(token: string, now: number = providerNow()): boolean {
  try {
    const { exp } = jwtClaims(token)
    return typeof exp === 'number' && exp * 1000 - expiryMarginMs <= now
  } catch {
    return true
  }
}
