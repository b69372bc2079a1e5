import type { OidcMetadata } from 'oidc-client-ts'
import { ownFileTimeLimitMs } from '../../api/time-limits'
import { timeLimitedFetch } from '../time-limited-fetch'

// The identity provider's metadata (its OpenID Connect discovery document) for a sign-in (issue 40 point 4). Asked as
// the HTML's `Link` preload asks for it (scripts/first-screen-preloads.ts), so the browser takes that answer up, and
// kept in the tab's session storage from the redirect to the callback, whose code exchange then needs no discovery of
// its own: one round trip less on each side of the provider.

const keptKey = 'app.providerMetadata'

/** Where the provider publishes its metadata (OpenID Connect Discovery 1.0, section 4). */
export const discoveryUrl = (authority: string) => `${authority}/.well-known/openid-configuration`

/** What a sign-in and its callback need of the metadata; an answer without it is left to oidc-client-ts to fetch. */
function isUsable(value: unknown): value is Partial<OidcMetadata> {
  if (typeof value !== 'object' || value === null) return false
  const { issuer, authorization_endpoint, token_endpoint } = value as Record<string, unknown>
  return [issuer, authorization_endpoint, token_endpoint].every((field) => typeof field === 'string')
}

/**
 * The metadata for a sign-in that starts now, fetched afresh and kept for its callback; undefined when it cannot be
 * had, and oidc-client-ts then asks for it itself (and reports a failure as it always has).
 */
export async function metadataForSignIn(authority: string): Promise<Partial<OidcMetadata> | undefined> {
  try {
    const metadata = await timeLimitedFetch(
      discoveryUrl(authority),
      {},
      ownFileTimeLimitMs,
      async (response) => (response.ok ? response.json() : undefined),
    )
    if (!isUsable(metadata)) return undefined
    sessionStorage.setItem(keptKey, JSON.stringify({ authority, metadata }))
    return metadata
  } catch {
    return undefined
  }
}

/** The metadata the sign-in kept for its callback, once: only when it is this provider's. */
export function metadataKeptForCallback(authority: string): Partial<OidcMetadata> | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keptKey) ?? 'null') as {
      authority?: unknown
      metadata?: unknown
    } | null
    sessionStorage.removeItem(keptKey)
    return kept?.authority === authority && isUsable(kept.metadata) ? kept.metadata : undefined
  } catch {
    return undefined
  }
}
