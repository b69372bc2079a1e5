import type { UserManager } from 'oidc-client-ts'
import type { AppConfig } from '#app/platform/config'
import { logError } from '#app/platform/logger'
import { learnProviderClock } from './provider-clock'
import { hasExpired } from './token-expiry'
import { keepRefreshTokenOffTheWire, readAccessToken, removeTokens, writeTokens } from './token-store'
import { noteSubjectForTracking } from './tracking-subject'

export const signInCallbackPath = '/signin-callback'

export type SignInOutcome = 'signed-in' | 'redirecting'

export interface SignInContext {
  config: AppConfig
  cookieDomain: string | undefined
}

/** oidc-client-ts loads only when an interactive sign-in or sign-out is needed, keeping it out of the entry. */
export async function userManager(config: AppConfig): Promise<UserManager> {
  const { UserManager, WebStorageStateStore, InMemoryWebStorage } = await import('oidc-client-ts')
  const origin = window.location.origin
  return new UserManager({
    authority: new URL(config.auth.authority, origin).href.replace(/\/$/, ''),
    client_id: config.auth.clientId,
    scope: config.auth.scope,
    response_type: 'code',
    redirect_uri: `${origin}${signInCallbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    // token-store.ts keeps the tokens; the library keeps only its in-flight state.
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  })
}

/**
 * Signed in when the access-token cookie exists; on the callback address the code is exchanged and the tokens
 * kept (token-store.ts); otherwise an interactive sign-in (authorization code + PKCE) starts.
 */
export async function ensureSignedIn({ config, cookieDomain }: SignInContext): Promise<SignInOutcome> {
  keepRefreshTokenOffTheWire(cookieDomain)
  const location = window.location
  if (location.pathname === signInCallbackPath) {
    try {
      const user = await (await userManager(config)).signinRedirectCallback()
      learnProviderClock(user.access_token)
      writeTokens({ accessToken: user.access_token, refreshToken: user.refresh_token }, cookieDomain)
      noteSubjectForTracking(user.profile.sub)
      const returnTo = typeof user.state === 'string' && user.state.startsWith('/') ? user.state : '/'
      window.history.replaceState(null, '', returnTo)
      return 'signed-in'
    } catch (error) {
      logError('Sign-in failed', { error: String(error) })
      if (new URLSearchParams(location.search).has('state')) {
        location.replace('/')
        return 'redirecting'
      }
      throw error
    }
  }
  const accessToken = readAccessToken()
  if (accessToken && !hasExpired(accessToken)) return 'signed-in'
  if (accessToken) {
    const { renewTokens } = await import('./renew-tokens')
    if (await renewTokens({ config, cookieDomain })) return 'signed-in'
    await signOut({ config, cookieDomain })
    return 'redirecting'
  }
  const returnTo = `${location.pathname}${location.search}${location.hash}`
  await (await userManager(config)).signinRedirect({ state: returnTo })
  return 'redirecting'
}

/**
 * Removes both tokens and signs out at the identity provider, which sends the browser back to `returnPath`: a
 * path of this app (the root by default); anything that would leave the app's origin is the root instead.
 */
export async function signOut({ config, cookieDomain }: SignInContext, returnPath = '/'): Promise<void> {
  removeTokens(cookieDomain)
  const origin = window.location.origin
  const back = new URL(returnPath, origin)
  await (await userManager(config)).signoutRedirect({
    post_logout_redirect_uri: back.origin === origin ? back.href : `${origin}/`,
  })
}
