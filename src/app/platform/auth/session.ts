import type { SignInContext } from './sign-in'
import { hasExpired } from './token-expiry'
import { readAccessToken } from './token-store'

/**
 * The signed-in session as requests see it: the access token, renewed with the refresh token when it has expired.
 * A session whose tokens cannot be renewed is abandoned, and abandoned sessions sign out. Until `startSession`
 * runs (unit tests, outer pages), the cookie is read as it is.
 */
let context: SignInContext | undefined
let renewal: Promise<string | undefined> | undefined

export function startSession(signInContext: SignInContext): void {
  context = signInContext
}

/** One renewal at a time: every request that finds the token expired waits for the same one. */
export function renewAccessToken(): Promise<string | undefined> {
  const current = context
  if (!current) return Promise.resolve(undefined)
  renewal ??= import('./renew-tokens')
    .then(({ renewOrEndSession }) => renewOrEndSession(current))
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
