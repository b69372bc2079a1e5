/**
 * The claims of a JWT, read without checking its signature: the app only reads its own access token to know who
 * is signed in; the services check the token. Throws on anything that is not a JWT with a JSON object payload.
 */
export function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1]
  if (!payload) throw new TypeError('Not a JWT')
  const base64 = payload
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(payload.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new TypeError('Not a JWT')
  return claims as Record<string, unknown>
}
