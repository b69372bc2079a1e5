import { createRoot } from 'react-dom/client'
import { IntlProvider } from 'react-intl'
import './ui/styles.css'
import './ui/print.css'
import { watchCalls } from './api/call-watch'
import { createClients } from './api/clients'
import { provideTokens } from './api/token-source'
import { App } from './app'
import { localStorageUsable } from './features/cookie-blocked/local-storage-usable'
import { identityFromAccessToken } from './platform/auth/identity'
import { currentAccessToken, renewAccessToken, startSession } from './platform/auth/session'
import { ensureSignedIn } from './platform/auth/sign-in'
import { readAccessToken } from './platform/auth/token-store'
import { brandForHost, brands, cookieDomainFor } from './platform/brand/brand'
import { type AppConfig, configOfThisPage } from './platform/config'
import { environmentOf } from './platform/environment'
import { resolveFeatureFlags } from './platform/feature-flags'
import { watchFirstCalls } from './platform/first-calls'
import { loadMessages } from './platform/i18n/messages'
import { logError } from './platform/logger'
import type { MockMode } from './platform/mock-mode'
import { preloadPageAt } from './router'
import { isOuterPath } from './routes'
import { BootErrorPage } from './ui/boot-error-page'
import { applyBrandTheme } from './ui/brand-theme'
import { swallowStrayTwinClicks } from './ui/exactly-once/stray-twin-clicks'
import { PageLoading } from './ui/page-loading'

const root = createRoot(document.getElementById('root')!)
swallowStrayTwinClicks()

/**
 * brand by host → local storage usable? → config.json, beside the page's modules and the messages → (mocks and
 * harness in mock mode) → sign-in → router.
 */
async function bootstrap() {
  const host = window.location.host
  const brand = brandForHost(host)
  applyBrandTheme(brand)
  document.documentElement.lang = brand.locale

  // Before anything touches storage (the harness, flags, sign-in): without it the app cannot work.
  if (!localStorageUsable()) {
    const [{ CookieBlockedPage }, messages] = await Promise.all([
      import('./features/cookie-blocked/cookie-blocked-page'),
      loadMessages(brand.locale).catch(() => undefined),
    ])
    root.render(<CookieBlockedPage brand={brand} locale={brand.locale} messages={messages} />)
    return
  }

  // What does not depend on config.json loads beside it: the page's modules, and the brand's messages or, in mock
  // builds, mock mode (whose harness may pick another locale). Each is awaited below, or dropped on a boot error.
  // Mock mode's code is asked for first: the mocks must start before the page's first call.
  const mockModeModule = import.meta.env.MODE === 'mock' ? import('../../harness/start-mock-mode') : undefined
  let pageThere = false
  const pageLoaded = preloadPageAt(window.location.pathname).then(() => {
    pageThere = true
  })
  const brandMessages = mockModeModule ? undefined : loadMessages(brand.locale)
  for (const started of [mockModeModule, brandMessages]) started?.catch(() => undefined)

  let config: AppConfig
  try {
    config = await configOfThisPage()
  } catch (error) {
    logError('Configuration failed to load; the app cannot start', { error: String(error) })
    const messages = await (brandMessages ?? loadMessages(brand.locale)).catch(() => undefined)
    root.render(<BootErrorPage brand={brand} locale={brand.locale} messages={messages} />)
    return
  }

  let mockMode: MockMode | undefined
  if (mockModeModule) {
    const { startMockMode } = await mockModeModule
    mockMode = startMockMode({ config, brand, render: (page) => root.render(page) })
  }

  const locale = mockMode?.localeOverride ?? brand.locale
  document.documentElement.lang = locale
  // In mock mode, fetched while the mocks start: the locale files come from the app's own origin, never the mocks.
  const messages = brandMessages ?? loadMessages(locale)
  messages.catch(() => undefined) // awaited below; dropped if mock mode renders a page of its own
  if (mockMode && (await mockMode.started).pageHandled) return
  provideTokens({ accessToken: currentAccessToken, renewAccessToken })
  const cookieDomain = cookieDomainFor(brand, host)
  const outer = isOuterPath(window.location.pathname)
  if (!outer) {
    if ((await ensureSignedIn({ config, cookieDomain })) === 'redirecting') return
    startSession({ config, cookieDomain })
  }
  const token = readAccessToken()
  const identity = token && !outer ? identityFromAccessToken(token) : null
  if (identity?.sub) watchCalls(watchFirstCalls(identity.sub))

  const loadedMessages = await messages
  // The app renders once the first page's code has come (router.tsx, decision 0069); should it come later than the
  // rest, the page says it is loading meanwhile.
  if (!pageThere) {
    root.render(
      <IntlProvider locale={locale} messages={loadedMessages} defaultLocale="en-GB">
        <PageLoading />
      </IntlProvider>,
    )
    await pageLoaded
  }
  root.render(
    <App
      messages={loadedMessages}
      platform={{
        config,
        brand,
        locale,
        environment: environmentOf(
          host,
          brands.map((b) => b.host),
        ),
        flags: resolveFeatureFlags(config.featureFlags, window.location.search, window.localStorage),
        identity,
        cookieDomain,
      }}
      clients={createClients(config.services)}
    />,
  )
}

bootstrap().catch((error: unknown) => {
  logError('The app failed to start', { error: String(error) })
  const brand = brandForHost(window.location.host)
  root.render(<BootErrorPage brand={brand} locale={brand.locale} />)
})
