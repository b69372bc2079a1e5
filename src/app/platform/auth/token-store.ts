// Where the tokens are kept: the access token in its cookie on the parent domain (the shop's pages read it), the
// refresh token in this origin's local storage, so that no request carries it (decision 0057). The cookie is read
// and written with document.cookie itself, not js-cookie (decision 0055), and its value unescaped (0057).

export const accessTokenCookie = 'auth_access_token'
/** The refresh token's storage key, and the name of the cookie older versions of the app kept it in. */
export const refreshTokenKey = 'auth_refresh_token'

/**
 * The cookie's value as it stands ('' counts as none). Tokens are JWTs or base64: nothing in them needs escaping in a
 * cookie, so the value is read and written unchanged (decision 0057), as js-cookie left such values too.
 */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined // Node: the mock server's and the scripts' imports.
  for (const pair of document.cookie.split(/;\s*/)) {
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1) || undefined
  }
  return undefined
}

/** Path `/`, SameSite=Lax, Secure over https, on `domain` (host-only without one); expired when `expires` is given. */
function writeCookie(name: string, value: string, domain: string | undefined, expires?: Date) {
  if (typeof document === 'undefined') return
  const attributes = ['path=/', 'SameSite=Lax']
  if (globalThis.location?.protocol === 'https:') attributes.push('Secure')
  if (domain) attributes.push(`domain=${domain}`)
  if (expires) attributes.push(`expires=${expires.toUTCString()}`)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous, and every call reads the token synchronously.
  document.cookie = [`${name}=${value}`, ...attributes].join('; ')
}

export function readAccessToken(): string | undefined {
  return readCookie(accessTokenCookie)
}

/** Local storage, or nothing where the browser refuses it (storage switched off): the session then lasts one token. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function readRefreshToken(): string | undefined {
  return storage()?.getItem(refreshTokenKey) || undefined
}

function storeRefreshToken(value: string | undefined) {
  try {
    if (value) storage()?.setItem(refreshTokenKey, value)
    else storage()?.removeItem(refreshTokenKey)
  } catch {} // Full or refused: the session ends at the access token's expiry, as with no refresh token.
}

/** The access token on the parent domain (host-only where there is none, as on *.localhost); the refresh token kept. */
export function writeTokens(
  tokens: { accessToken: string; refreshToken?: string },
  domain: string | undefined,
) {
  writeCookie(accessTokenCookie, tokens.accessToken, domain)
  if (tokens.refreshToken) storeRefreshToken(tokens.refreshToken)
}

/**
 * At start: a refresh-token cookie (left by an older version of the app, or written by the shop's sign-in) moves to
 * storage and the cookie goes, so the next requests no longer carry it; and without an access token the stored one
 * is forgotten, as its session-long cookie would have been.
 */
export function keepRefreshTokenOffTheWire(domain: string | undefined) {
  const cookie = readCookie(refreshTokenKey)
  if (cookie) {
    storeRefreshToken(cookie)
    expireCookie(refreshTokenKey, domain)
  }
  if (!readAccessToken()) storeRefreshToken(undefined)
}

/** On the parent domain and host-only, at the epoch rather than "a day ago" by the page's clock. */
function expireCookie(name: string, domain: string | undefined) {
  const epoch = new Date(0)
  writeCookie(name, '', domain, epoch)
  writeCookie(name, '', undefined, epoch)
}

/**
 * Removes both tokens, and a refresh-token cookie an older version left. Cookies expire at the epoch, so they go even
 * when the page's clock is ahead of the browser's (a script that moves Date, or test:dates' page clock).
 */
export function removeTokens(domain: string | undefined) {
  expireCookie(accessTokenCookie, domain)
  expireCookie(refreshTokenKey, domain)
  storeRefreshToken(undefined)
}
