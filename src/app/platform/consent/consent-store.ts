import { loadScript } from '#app/platform/third-party/load-script'
import { type Consent, consentFromCode, isConsentCode, noConsent } from './consent'

/**
 * The consent script's interface (our decision; the spec does not show it):
 * - whenever the visitor decides (and at once when the decision is remembered) the script dispatches
 *   `window.dispatchEvent(new CustomEvent('consent:changed', { detail: { code: '10' } }))`;
 * - it also keeps the latest code in `window.cookieConsentCode`, for a listener that starts after it answered.
 * Anything else (no answer, a malformed code) leaves the consent at 00.
 */
export const consentEvent = 'consent:changed'

declare global {
  interface Window {
    cookieConsentCode?: string
  }
}

let current: Consent = noConsent
const listeners = new Set<() => void>()
let started = false

function accept(code: unknown) {
  if (!isConsentCode(code)) return
  const next = consentFromCode(code)
  if (next.analytics === current.analytics && next.marketing === current.marketing) return
  current = next
  for (const listener of listeners) listener()
}

export function currentConsent(): Consent {
  return current
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Listens for the consent script's answer, then loads it from the configured URL (once). */
export function startConsent(scriptUrl: string | undefined): void {
  if (started || !scriptUrl) return
  started = true
  window.addEventListener(consentEvent, (event) =>
    accept((event as CustomEvent<{ code?: unknown }>).detail?.code),
  )
  loadScript(scriptUrl).then(
    () => accept(window.cookieConsentCode),
    // Without the consent script nothing that needs consent loads; that is the safe outcome, not an app error.
    () => console.warn('[consent] the consent script did not load; consent stays 00'),
  )
}

/** Back to the start (unit tests only). */
export function resetConsent(): void {
  current = noConsent
  started = false
  listeners.clear()
}
