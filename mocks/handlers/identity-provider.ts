import { HttpResponse, http } from 'msw'
import type { MockContext } from '../context'
import { findUser } from '../db/database'
import {
  decodeAuthorizationCode,
  identityProviderPath,
  issueTokens,
  pkceChallenge,
  signInTokens,
  verifiedToken,
} from '../identity/tokens'

export function oauthError(error: string, description: string) {
  return HttpResponse.json({ error, error_description: description }, { status: 400 })
}

/**
 * The OpenID Connect endpoints the app's real sign-in code talks to: discovery and the token endpoint
 * (authorization code with PKCE, and refresh). Its sign-in page is the harness's persona picker.
 */
export function identityProviderHandlers(ctx: MockContext) {
  // The ids of the refresh tokens already exchanged, for as long as these mocks run (a page load in the browser).
  const usedRefreshTokens = new Set<string>()
  return [
    http.get(`*${identityProviderPath}/.well-known/openid-configuration`, ({ request }) => {
      const issuer = `${new URL(request.url).origin}${identityProviderPath}`
      return HttpResponse.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        end_session_endpoint: `${issuer}/logout`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['HS256'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      })
    }),
    http.post(`*${identityProviderPath}/token`, async ({ request }) => {
      const issuer = `${new URL(request.url).origin}${identityProviderPath}`
      const form = new URLSearchParams(await request.text())
      const grantType = form.get('grant_type')
      if (grantType === 'authorization_code') {
        const code = decodeAuthorizationCode(form.get('code') ?? '')
        if (!code) return oauthError('invalid_grant', 'Unknown authorization code')
        if ((await pkceChallenge(form.get('code_verifier') ?? '')) !== code.challenge) {
          return oauthError('invalid_grant', 'The PKCE verifier does not match')
        }
        const user = findUser(ctx.db, code.sub)
        if (!user) return oauthError('invalid_grant', 'Unknown user')
        return HttpResponse.json(await signInTokens(user, issuer, code.nonce))
      }
      if (grantType === 'refresh_token') {
        const token = await verifiedToken(form.get('refresh_token') ?? '', 'refresh')
        const user = token ? findUser(ctx.db, token.sub) : undefined
        if (!token || !user) return oauthError('invalid_grant', 'The refresh token is not valid')
        // Rotation: each refresh token renews once; a second use is refused, as a stolen copy would be.
        if (usedRefreshTokens.has(token.id))
          return oauthError('invalid_grant', 'The refresh token was already used')
        usedRefreshTokens.add(token.id)
        return HttpResponse.json(await issueTokens(user, issuer))
      }
      return oauthError('unsupported_grant_type', `Grant type ${grantType ?? '(none)'} is not supported`)
    }),
  ]
}
