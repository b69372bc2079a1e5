import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'
import { personaIdentity, personas } from '../../mocks/db/personas'
import { mockClientId, mockSigningSecret } from '../../mocks/identity/tokens'

/**
 * panva's oidc-provider (OpenID Certified), configured as the spec's sign-in needs it (decision 0033): the
 * authorization code flow with PKCE for the app as a public client, refresh tokens rotated on every use
 * (a reused one is refused and its grant revoked), short access tokens, RP-initiated logout. Its built-in login and
 * consent pages stand in for a real login; the login is a persona's subject (`certifiedLoginOf`).
 *
 * Access tokens are JWTs for the services' audience, signed with the mock services' key and carrying the claims they
 * read (`token_use`, the persona): the app's calls after sign-in are answered by the same mocks as always.
 */
/** A persona's identity by its subject, the login typed on the provider's page. */
function identityOf(sub: string) {
  return personas.map(personaIdentity).find((identity) => identity.sub === sub)
}

/** What to type as the login on the provider's page to sign in as a persona. */
export function certifiedLoginOf(personaId: string): string {
  const persona = personas.find((candidate) => candidate.id === personaId)
  if (!persona) throw new Error(`no persona ${personaId}`)
  return personaIdentity(persona).sub
}

export async function startCertifiedIdentityProvider(appOrigins: string[]): Promise<{
  issuer: string
  stop: () => Promise<void>
}> {
  let issuer = ''
  const configuration: Configuration = {
    clients: [
      {
        client_id: mockClientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: appOrigins.map((origin) => `${origin}/signin-callback`),
        post_logout_redirect_uris: appOrigins.flatMap((origin) => [
          `${origin}/`,
          `${origin}/account-deleted`,
        ]),
      },
    ],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email'] },
    async findAccount(_ctx, sub) {
      const identity = identityOf(sub)
      return identity && { accountId: sub, claims: () => ({ sub, email: identity.email }) }
    },
    ttl: {
      AccessToken: 300,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 30 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      Session: 3600,
      Interaction: 600,
    },
    rotateRefreshToken: true,
    // OpenID Connect ignores offline_access without prompt=consent unless 'other conditions' allow it: the account
    // area is the shop's own client and its sign-in has no consent step, so its grant always gets a refresh token.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => 'https://api.photo-shop.example',
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'openid profile email offline_access',
          audience: 'photo-shop-api',
          accessTokenTTL: 300,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'HS256', key: Buffer.from(mockSigningSecret) } },
        }),
      },
    },
    async extraTokenClaims(_ctx, token) {
      const identity =
        token.kind === 'AccessToken' && token.accountId ? identityOf(token.accountId) : undefined
      return (
        identity && {
          token_use: 'access',
          persona: identity.persona,
          email: identity.email,
          idp_type: identity.idpType,
          idp_sub: identity.idpSub,
        }
      )
    },
  }
  // The issuer names the port, so the provider is made once the server listens; requests wait for it.
  let provider: Provider | undefined
  const { createServer } = await import('node:http')
  const server: Server = createServer((request, response) => {
    if (!provider) {
      response.statusCode = 503
      response.end()
      return
    }
    provider.callback()(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://localhost:${(server.address() as AddressInfo).port}`
  provider = new Provider(issuer, configuration)
  return {
    issuer,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
