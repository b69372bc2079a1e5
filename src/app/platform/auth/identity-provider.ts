import { InMemoryWebStorage, type OidcMetadata, UserManager, WebStorageStateStore } from 'oidc-client-ts'
import { matchPath } from 'react-router'
import { defaultTimeLimitMs } from '#app/api/time-limits'
import type { AppConfig } from '#app/platform/config'
import { logError } from '#app/platform/logger'
import { type RouteName, routeTable } from '#app/routes'
import { learnProviderClock } from './provider-clock'
import { metadataForSignIn, metadataKeptForCallback } from './provider-metadata'
import { type SignInContext, type SignInOutcome, signInCallbackPath } from './sign-in'
import { writeTokens } from './token-store'
import { noteSubjectForTracking } from './tracking-subject'

// The identity provider's side of signing in and out, with oidc-client-ts: loaded only when an interactive sign-in,
// its callback, a renewal or a sign-out needs it, which keeps it out of the entry (docs/requirements/budgets.md).

const authorityOf = (config: AppConfig) =>
  new URL(config.auth.authority, window.location.origin).href.replace(/\/$/, '')

/** With `metadata`, the provider's discovery document is not asked for again (provider-metadata.ts). */
export function userManager(config: AppConfig, metadata?: Partial<OidcMetadata>): UserManager {
  const origin = window.location.origin
  return new UserManager({
    authority: authorityOf(config),
    metadata,
    // Every call is bounded in time (api/time-limits.ts), the provider's too.
    requestTimeoutInSeconds: defaultTimeLimitMs / 1000,
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

/** The route of a path, by the route table's patterns. */
function routeAt(pathname: string): RouteName | undefined {
  return (Object.keys(routeTable) as RouteName[]).find((name) => matchPath(routeTable[name].path, pathname))
}

/**
 * An interactive sign-in (authorization code + PKCE) that comes back to the address the customer asked for. The
 * route's name rides in the state the provider sends back (`url_state`), so that the callback's HTML can already
 * preload that page's code (scripts/first-screen-preloads.ts); the address itself stays in the browser.
 */
export async function startSignIn(config: AppConfig): Promise<void> {
  const { pathname, search, hash } = window.location
  const metadata = await metadataForSignIn(authorityOf(config))
  await userManager(config, metadata).signinRedirect({
    state: `${pathname}${search}${hash}`,
    url_state: routeAt(pathname),
  })
}

/** On the callback address: the code exchanged, the tokens kept, and back to the address asked for. */
export async function completeSignIn({ config, cookieDomain }: SignInContext): Promise<SignInOutcome> {
  const location = window.location
  try {
    const user = await userManager(
      config,
      metadataKeptForCallback(authorityOf(config)),
    ).signinRedirectCallback()
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
