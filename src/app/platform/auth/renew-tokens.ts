import { ErrorResponse, type IdTokenClaims, User } from 'oidc-client-ts'
import { logError } from '#app/platform/logger'
import { userManager } from './identity-provider'
import { jwtClaims } from './jwt-claims'
import { learnProviderClock } from './provider-clock'
import { sessionEndingEvent } from './session-ending'
import { type SignInContext, signOut } from './sign-in'
import { readAccessToken, readRefreshToken, writeTokens } from './token-store'

// Loaded only when a session needs renewing: it stays out of the first page load
// (docs/requirements/budgets.md#budgets-entry-js).

/**
 * Renews both tokens with the refresh token (the provider's refresh_token grant) and keeps them (token-store.ts).
 * Undefined when there is no refresh token or the provider refuses it (an OAuth error answer: a used, revoked or
 * expired refresh token): the session is abandoned. When the provider is not reached (offline, a time limit, the
 * page reloaded or left while the call was on its way) it throws, and the session and its tokens stay: abandoning
 * it then signed out a customer who had only pressed reload during a renewal.
 */
export async function renewTokens({ config, cookieDomain }: SignInContext): Promise<string | undefined> {
  const refreshToken = readRefreshToken()
  if (!refreshToken) return undefined
  const accessToken = readAccessToken()
  try {
    const manager = userManager(config)
    // token-store.ts is the store: the library gets the session from it to run its refresh.
    await manager.storeUser(
      new User({
        access_token: accessToken ?? '',
        refresh_token: refreshToken,
        token_type: 'Bearer',
        profile: (accessToken ? jwtClaims(accessToken) : {}) as IdTokenClaims,
      }),
    )
    const user = await manager.signinSilent()
    if (!user) return undefined
    learnProviderClock(user.access_token)
    writeTokens({ accessToken: user.access_token, refreshToken: user.refresh_token }, cookieDomain)
    return user.access_token
  } catch (error) {
    if (!(error instanceof ErrorResponse)) throw error
    logError('The session could not be renewed', { error: String(error) })
    return undefined
  }
}

/**
 * A renewal during use: the renewed token, or, refused, the session ends as the spec's abandoned sessions do (signed
 * out). Open forms first keep what was typed, and the sign-out returns to this page (decision 0061).
 */
export async function renewOrEndSession(context: SignInContext): Promise<string | undefined> {
  const token = await renewTokens(context)
  if (!token) {
    window.dispatchEvent(new Event(sessionEndingEvent))
    await signOut(context, window.location.pathname + window.location.search)
  }
  return token
}
