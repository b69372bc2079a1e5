import { type Persona, subjectOf } from '../db/personas'
import { encodeAuthorizationCode } from './tokens'

/**
 * Where the mock identity provider sends the browser once a persona is chosen: back to the app's redirect_uri
 * with an authorization code bound to the PKCE challenge, or with an error for a persona whose sign-in fails.
 */
export function authorizationResponse(
  authorizeRequest: URLSearchParams,
  redirectUri: URL,
  persona: Persona,
): URL {
  const target = new URL(redirectUri)
  if (persona.signInFails) {
    target.searchParams.set('error', 'server_error')
    target.searchParams.set('error_description', 'The identity provider could not complete the sign-in')
  } else {
    target.searchParams.set(
      'code',
      encodeAuthorizationCode({
        sub: subjectOf(persona.id),
        challenge: authorizeRequest.get('code_challenge') ?? '',
        nonce: authorizeRequest.get('nonce') ?? undefined,
      }),
    )
  }
  target.searchParams.set('state', authorizeRequest.get('state') ?? '')
  return target
}
