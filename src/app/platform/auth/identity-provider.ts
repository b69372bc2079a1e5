import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts'
import type { AppConfig } from '#app/platform/config'
import { logError } from '#app/platform/logger'
import { learnProviderClock } from './provider-clock'
import { type SignInContext, type SignInOutcome, signInCallbackPath } from './sign-in'
import { writeTokens } from './token-store'
import { noteSubjectForTracking } from './tracking-subject'

// The identity provider's side of signing in and out, with oidc-client-ts: loaded only when an interactive sign-in,
// its callback, a renewal or a sign-out needs it, which keeps it out of the entry (docs/requirements/budgets.md).

export function userManager(config: AppConfig): UserManager {
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

/** An interactive sign-in (authorization code + PKCE) that comes back to the address the customer asked for. */
export async function startSignIn(config: AppConfig): Promise<void> {
  const { pathname, search, hash } = window.location
  await userManager(config).signinRedirect({ state: `${pathname}${search}${hash}` })
}

/** On the callback address: the code exchanged, the tokens kept, and back to the address asked for. */
export async function completeSignIn({ config, cookieDomain }: SignInContext): Promise<SignInOutcome> {
  const location = window.location
  try {
    const user = await userManager(config).signinRedirectCallback()
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

/** Signs out at the provider, which sends the browser back to `returnPath` when it is a path of this app. */
export async function signOutAtProvider(config: AppConfig, returnPath: string): Promise<void> {
  const origin = window.location.origin
  const back = new URL(returnPath, origin)
  await userManager(config).signoutRedirect({
    post_logout_redirect_uri: back.origin === origin ? back.href : `${origin}/`,
  })
}
