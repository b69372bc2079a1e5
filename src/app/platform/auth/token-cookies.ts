import Cookies from 'js-cookie'

export const accessTokenCookie = 'auth_access_token'
export const refreshTokenCookie = 'auth_refresh_token'

export function readAccessToken(): string | undefined {
  return Cookies.get(accessTokenCookie) || undefined
}

export function readRefreshToken(): string | undefined {
  return Cookies.get(refreshTokenCookie) || undefined
}

function attributes(domain: string | undefined): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'Lax',
    secure: globalThis.location?.protocol === 'https:',
    ...(domain ? { domain } : {}),
  }
}

/** Writes both tokens on the parent domain (host-only where there is none, as on *.localhost). */
export function writeTokens(
  tokens: { accessToken: string; refreshToken?: string },
  domain: string | undefined,
) {
  Cookies.set(accessTokenCookie, tokens.accessToken, attributes(domain))
  if (tokens.refreshToken) Cookies.set(refreshTokenCookie, tokens.refreshToken, attributes(domain))
}

/**
 * Removes both tokens: expired at the epoch rather than js-cookie's "a day ago" by the page's clock, so they go even
 * when the page's clock is ahead of the browser's (a script that moves Date, or test:dates' page clock).
 */
export function removeTokens(domain: string | undefined) {
  const expired = { expires: new Date(0) }
  for (const name of [accessTokenCookie, refreshTokenCookie]) {
    Cookies.set(name, '', { ...attributes(domain), ...expired })
    Cookies.set(name, '', { path: '/', ...expired })
  }
}
