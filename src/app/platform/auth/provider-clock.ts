import { jwtClaims } from './jwt-claims'

/**
 * The identity provider's clock as this device can know it: each token received says when the provider issued it
 * (`iat`), and the device notes its own time on receipt. The difference (the provider ahead: positive) is kept for the
 * next reload and the next tab, since a device's clock stays as wrong as it is. Judging a token's expiry by the
 * device's clock alone renewed it on every batch of calls when the clock ran ahead (issue 42, point 3) and sent lapsed
 * tokens when it ran behind.
 */
const storageKey = 'auth_provider_clock_offset_ms'
let offsetMs: number | undefined

function stored(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(storageKey))
    return Number.isFinite(value) ? value : 0
  } catch {
    return 0 // storage refused (a private window, a policy): the device's clock as it is
  }
}

/** Notes the provider's clock from a token just received; a token without `iat` teaches nothing. */
export function learnProviderClock(accessToken: string, receivedAt: number = Date.now()): void {
  let issuedAt: unknown
  try {
    issuedAt = jwtClaims(accessToken).iat
  } catch {
    return
  }
  if (typeof issuedAt !== 'number') return
  offsetMs = issuedAt * 1000 - receivedAt
  try {
    globalThis.localStorage?.setItem(storageKey, String(offsetMs))
  } catch {
    // Kept for this page only.
  }
}

/** The provider's time now, by the device's clock corrected with what the last token taught. */
export function providerNow(deviceNow: number = Date.now()): number {
  offsetMs ??= stored()
  return deviceNow + offsetMs
}

/** Forgets what was learnt (unit tests). */
export function forgetProviderClock(): void {
  offsetMs = undefined
  try {
    globalThis.localStorage?.removeItem(storageKey)
  } catch {
    // Nothing was kept.
  }
}
