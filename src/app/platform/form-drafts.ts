import { jwtClaims } from './auth/jwt-claims'
import { sessionEndingEvent } from './auth/session-ending'
import { readAccessToken } from './auth/token-store'

/** This tab's kept drafts (session storage: gone with the tab). */
const storageKey = 'kept-form-drafts'
/** A draft older than this is not put back: signing in again takes a minute or two, not an afternoon. */
export const keptDraftMaxAgeMs = 30 * 60_000

interface KeptDrafts {
  /** The customer who typed them (the access token's subject): no one else gets them back. */
  owner: string
  savedAt: number
  /** By place: the page's path and the form's id. */
  drafts: Record<string, unknown>
}

const openForms = new Map<string, () => unknown>()
const placeOf = (formId: string) => `${window.location.pathname}#${formId}`

function signedInCustomer(): string | undefined {
  const token = readAccessToken()
  try {
    const { sub } = token ? jwtClaims(token) : {}
    return typeof sub === 'string' ? sub : undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps what the open forms hold when the session ends on its own (its renewal refused, renew-tokens.ts): the customer
 * signs in again and comes back to the page, where the form puts it back (decision 0061).
 */
function keepOpenForms() {
  const owner = signedInCustomer()
  if (!owner || openForms.size === 0) return
  const drafts = Object.fromEntries([...openForms].map(([place, draft]) => [place, draft()]))
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify({ owner, savedAt: Date.now(), drafts }))
  } catch {
    // Storage refused: nothing can be kept, and the sign-out goes on.
  }
}

/** An open form offers its draft while it is open: what is kept if the session ends. */
export function offerDraft(formId: string, draft: () => unknown): () => void {
  if (openForms.size === 0) window.addEventListener(sessionEndingEvent, keepOpenForms)
  const place = placeOf(formId)
  openForms.set(place, draft)
  return () => {
    if (openForms.get(place) === draft) openForms.delete(place)
    if (openForms.size === 0) window.removeEventListener(sessionEndingEvent, keepOpenForms)
  }
}

/** The draft kept of this form on this page for the customer signed in now, taken once; undefined if none. */
export function takeDraft<Draft>(formId: string): Draft | undefined {
  let kept: KeptDrafts | null
  try {
    kept = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as KeptDrafts | null
  } catch {
    return undefined
  }
  const place = placeOf(formId)
  if (!kept?.drafts || !(place in kept.drafts)) return undefined
  const draft = kept.drafts[place] as Draft
  delete kept.drafts[place]
  if (Object.keys(kept.drafts).length === 0) forgetDrafts()
  else window.sessionStorage.setItem(storageKey, JSON.stringify(kept))
  const fresh = Date.now() - kept.savedAt <= keptDraftMaxAgeMs
  return fresh && kept.owner === signedInCustomer() ? draft : undefined
}

/** Signing out forgets every kept draft. */
export function forgetDrafts(): void {
  try {
    window.sessionStorage.removeItem(storageKey)
  } catch {
    // Nothing kept where storage is refused.
  }
}
