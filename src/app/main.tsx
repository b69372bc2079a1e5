import { createRoot } from 'react-dom/client'
import './ui/styles.css'
import { createClients } from './api/clients'
import { App } from './app'
import { localStorageUsable } from './features/cookie-blocked/local-storage-usable'
import { identityFromAccessToken } from './platform/auth/identity'
import { startSession } from './platform/auth/session'
import { ensureSignedIn } from './platform/auth/sign-in'
import { readAccessToken } from './platform/auth/token-cookies'
import { brandForHost, brands, cookieDomainFor } from './platform/brand/brand'
import { type AppConfig, loadConfig } from './platform/config'
import { environmentOf } from './platform/environment'
import { resolveFeatureFlags } from './platform/feature-flags'
import { memoizedDateLocale } from './platform/i18n/date-locale'
import { loadMessages } from './platform/i18n/messages'
import { logError } from './platform/logger'
import type { MockMode } from './platform/mock-mode'
import { isOuterPath } from './routes'
import { BootErrorPage } from './ui/boot-error-page'
import { applyBrandTheme } from './ui/brand-theme'

const root = createRoot(document.getElementById('root')!)

/** brand by host → local storage usable? → config.json → (mocks and harness in mock mode) → messages → sign-in → router. */
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

  let config: AppConfig
  try {
    config = await loadConfig()
  } catch (error) {
    logError('Configuration failed to load; the app cannot start', { error: String(error) })
    const messages = await loadMessages(brand.locale).catch(() => undefined)
    root.render(<BootErrorPage brand={brand} locale={brand.locale} messages={messages} />)
    return
  }

  let mockMode: MockMode | undefined
  if (import.meta.env.MODE === 'mock') {
    const { startMockMode } = await import('../../harness/start-mock-mode')
    mockMode = await startMockMode({ config, brand, render: (page) => root.render(page) })
    if (mockMode.pageHandled) return
  }

  const locale = mockMode?.localeOverride ?? brand.locale
  document.documentElement.lang = locale
  const messages = loadMessages(locale)
  const cookieDomain = cookieDomainFor(brand, host)
  const outer = isOuterPath(window.location.pathname)
  if (!outer) {
    if ((await ensureSignedIn({ config, cookieDomain })) === 'redirecting') return
    startSession({ config, cookieDomain })
  }
  const token = readAccessToken()

  root.render(
    <App
      messages={await messages}
      platform={{
        config,
        brand,
        locale,
        environment: environmentOf(
          host,
          brands.map((b) => b.host),
        ),
        flags: resolveFeatureFlags(config.featureFlags, window.location.search, window.localStorage),
        loadDateLocale: memoizedDateLocale(locale),
        identity: token && !outer ? identityFromAccessToken(token) : null,
        cookieDomain,
        clients: createClients(config.services),
      }}
    />,
  )
}

bootstrap().catch((error: unknown) => {
  logError('The app failed to start', { error: String(error) })
  const brand = brandForHost(window.location.host)
  root.render(<BootErrorPage brand={brand} locale={brand.locale} />)
})
