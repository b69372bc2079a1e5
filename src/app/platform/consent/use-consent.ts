import { useSyncExternalStore } from 'react'
import type { Consent } from './consent'
import { currentConsent, subscribeToConsent } from './consent-store'

/** The visitor's consent; both false until the consent script answers. */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribeToConsent, currentConsent)
}
