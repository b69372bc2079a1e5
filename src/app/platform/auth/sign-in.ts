import type { AppConfig } from '#app/platform/config'
import { forgetFirstCalls } from '../first-calls'
import { hasExpired } from './token-expiry'
import { keepRefreshTokenOffTheWire, readAccessToken, removeTokens } from './token-store'

export const signInCallbackPath = '/signin-callback'

export type SignInOutcome = 'signed-in' | 'redirecting'

export interface SignInContext {
  config: AppConfig
  cookieDomain: string | undefined
}

/** The provider's side, with oidc-client-ts, loads only when a sign-in, its callback or a sign-out needs it. */
const identityProvider = () => import('./identity-provider')

/**
 * Signed in when the access-token cookie exists; on the callback address the code is exchanged and the tokens
 * kept (token-store.ts); otherwise an interactive sign-in (authorization code + PKCE) starts.
 */
export async function ensureSignedIn(context: SignInContext): Promise<SignInOutcome> {
  keepRefreshTokenOffTheWire(context.cookieDomain)
  if (window.location.pathname === signInCallbackPath)
    return (await identityProvider()).completeSignIn(context)
  const accessToken = readAccessToken()
  if (accessToken && !hasExpired(accessToken)) return 'signed-in'
  if (accessToken) {
    const { renewTokens } = await import('./renew-tokens')
    if (await renewTokens(context)) return 'signed-in'
    await signOut(context)
    return 'redirecting'
  }
  await (await identityProvider()).startSignIn(context.config)
  return 'redirecting'
}

/**
 * Removes both tokens and signs out at the identity provider, which sends the browser back to `returnPath`: a
 * path of this app (the root by default); anything that would leave the app's origin is the root instead.
 */
export async function signOut({ config, cookieDomain }: SignInContext, returnPath = '/'): Promise<void> {
  removeTokens(cookieDomain)
  forgetFirstCalls()
  await (await identityProvider()).signOutAtProvider(config, returnPath)
}
