import { type SignInContext, signOut } from './sign-in'
import { hasExpired } from './token-expiry'
import { readAccessToken } from './token-store'

/**
 * The signed-in session as requests see it: the access token, renewed with the refresh token when it has expired.
 * A session whose tokens cannot be renewed is abandoned, and abandoned sessions sign out. Until `startSession`
 * runs (unit tests, outer pages), the cookie is read as it is.
 */
let context: SignInContext | undefined
let renewal: Promise<string | undefined> | undefined

/**
 * Sent on the window just before a session that could not be renewed signs out: open forms keep what was typed
 * (platform/form-drafts.ts), and the customer comes back to this page after signing in again (decision 0061).
 */
export const sessionEndingEvent = 'session-ending'

export function startSession(signInContext: SignInContext): void {
  context = signInContext
}

/** One renewal at a time: every request that finds the token expired waits for the same one. */
export function renewAccessToken(): Promise<string | undefined> {
  const current = context
  if (!current) return Promise.resolve(undefined)
  renewal ??= import('./renew-tokens')
    .then(({ renewTokens }) => renewTokens(current))
    .then(async (token) => {
      if (!token) {
        window.dispatchEvent(new Event(sessionEndingEvent))
        await signOut(current, window.location.pathname + window.location.search)
      }
      return token
    })
    .finally(() => {
      renewal = undefined
    })
  return renewal
}

/** The access token to send now: the cookie's, or a renewed one when it has expired. */
export async function currentAccessToken(): Promise<string | undefined> {
  const token = readAccessToken()
  if (!token || !context || !hasExpired(token)) return token
  return renewAccessToken()
}
