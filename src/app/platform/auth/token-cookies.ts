// The two token cookies, read and written with document.cookie itself, not js-cookie: the entry had no 0.6 kB to
// spare for a library whose every use here is one name, one JWT value and fixed attributes (decision 0055).

export const accessTokenCookie = 'auth_access_token'
export const refreshTokenCookie = 'auth_refresh_token'

/** The cookie's value as written (JWTs need no decoding, but a value encoded elsewhere is decoded); '' counts as none. */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined // Node: the mock server's and the scripts' imports.
  for (const pair of document.cookie.split(/;\s*/)) {
    const equals = pair.indexOf('=')
    if (equals < 0 || pair.slice(0, equals) !== name) continue
    const value = pair.slice(equals + 1)
    try {
      return decodeURIComponent(value) || undefined
    } catch {
      return value || undefined // A stray '%' that is no escape: the value as it stands.
    }
  }
  return undefined
}

/**
 * The value as js-cookie wrote it before (the shop's other pages on the parent domain read these cookies): escaped,
 * but with the characters a cookie may hold as they are, base64's `+`, `/` and `=` among them.
 */
const cookieValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent)

/** Path `/`, SameSite=Lax, Secure over https, on `domain` (host-only without one); expired when `expires` is given. */
function writeCookie(name: string, value: string, domain: string | undefined, expires?: Date) {
  if (typeof document === 'undefined') return
  const attributes = ['path=/', 'SameSite=Lax']
  if (globalThis.location?.protocol === 'https:') attributes.push('Secure')
  if (domain) attributes.push(`domain=${domain}`)
  if (expires) attributes.push(`expires=${expires.toUTCString()}`)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous, and every call reads the token synchronously.
  document.cookie = [`${name}=${cookieValue(value)}`, ...attributes].join('; ')
}

export function readAccessToken(): string | undefined {
  return readCookie(accessTokenCookie)
}

export function readRefreshToken(): string | undefined {
  return readCookie(refreshTokenCookie)
}

/** Writes both tokens on the parent domain (host-only where there is none, as on *.localhost). */
export function writeTokens(
  tokens: { accessToken: string; refreshToken?: string },
  domain: string | undefined,
) {
  writeCookie(accessTokenCookie, tokens.accessToken, domain)
  if (tokens.refreshToken) writeCookie(refreshTokenCookie, tokens.refreshToken, domain)
}

/**
 * Removes both tokens, on the parent domain and host-only: expired at the epoch rather than "a day ago" by the page's
 * clock, so they go even when the page's clock is ahead of the browser's (a script that moves Date, or test:dates'
 * page clock).
 */
export function removeTokens(domain: string | undefined) {
  const epoch = new Date(0)
  for (const name of [accessTokenCookie, refreshTokenCookie]) {
    writeCookie(name, '', domain, epoch)
    writeCookie(name, '', undefined, epoch)
  }
}
