import { http } from 'msw'
import { oauthError } from '../handlers/identity-provider'
import { identityProviderPath } from '../identity/tokens'
import type { Scenario } from './scenario'

/** QA presets for the mock identity provider. */
export const identityScenarios: Scenario[] = [
  {
    id: 'auth:refresh-refused',
    label: 'The identity provider refuses to renew sessions (the refresh token is rejected)',
    group: 'Sign-in',
    handlers: () => [
      http.post(`*${identityProviderPath}/token`, async ({ request }) => {
        const form = new URLSearchParams(await request.clone().text())
        if (form.get('grant_type') !== 'refresh_token') return undefined
        return oauthError('invalid_grant', 'The session has ended at the identity provider')
      }),
    ],
  },
]
