import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import type { MockContext } from '../mocks/context'
import { findUser } from '../mocks/db/database'
import { subjectOf } from '../mocks/db/personas'
import { issueTokens } from '../mocks/identity/tokens'
import messages from '../public/locales/en-GB.json'
import { createClients } from '../src/app/api/clients'
import { writeTokens } from '../src/app/platform/auth/token-store'
import { brands } from '../src/app/platform/brand/brand'
import type { AppConfig } from '../src/app/platform/config'
import { resolveFeatureFlags } from '../src/app/platform/feature-flags'
import { type Platform, PlatformProvider } from '../src/app/platform/platform-context'
import { ServiceClientsProvider } from '../src/app/queries/service-clients'

/** Signs the persona in the way the app would find it: its access token in the auth cookie. */
export async function signInAs(ctx: MockContext, personaId: string): Promise<void> {
  const user = findUser(ctx.db, subjectOf(personaId))
  if (!user) throw new Error(`No user for persona ${personaId}`)
  const tokens = await issueTokens(user, 'http://localhost/__mock-idp')
  writeTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token }, undefined)
}

/** Renders a piece of the app with the platform it expects, talking to the mocks' service URLs; gives its query client too. */
export function renderWithPlatform(
  ui: ReactNode,
  services: Record<string, string>,
  path = '/my-photos/photos',
  /** Another locale's messages. */
  options: { locale?: string; messages?: Record<string, string> } = {},
) {
  const brand = brands[0]!
  const platform: Platform = {
    config: {
      services: services as AppConfig['services'],
      push: 'ws://localhost:9090/push',
      thirdParty: {},
      auth: { authority: '/__mock-idp', clientId: 'account-area', scope: 'openid' },
      featureFlags: {},
    },
    brand,
    locale: 'en-GB',
    environment: 'd',
    flags: resolveFeatureFlags(
      { TimelineViewEnabled: true, AlbumViewEnabled: true, DownloadViewEnabled: true },
      '',
      undefined,
    ),
    identity: null,
    cookieDomain: undefined,
  }
  const clients = createClients(services as AppConfig['services'])
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rendered = render(
    <IntlProvider locale={options.locale ?? 'en-GB'} messages={options.messages ?? messages}>
      <PlatformProvider value={platform}>
        <ServiceClientsProvider value={clients}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </QueryClientProvider>
        </ServiceClientsProvider>
      </PlatformProvider>
    </IntlProvider>,
  )
  return { ...rendered, queryClient }
}
