import { StrictMode } from 'react'
import { IntlProvider } from 'react-intl'
import { BrowserRouter } from 'react-router'
import type { ServiceClients } from './api/clients'
import type { Messages } from './platform/i18n/messages'
import { type Platform, PlatformProvider } from './platform/platform-context'
import { QueryLayerProvider } from './queries/query-layer-provider'
import { AppRoutes } from './router'
import { ToastProvider } from './ui/toast/toast-provider'

export function App({
  platform,
  clients,
  messages,
}: {
  platform: Platform
  /** The services' clients, read only by the query layer (docs/architecture.md, "How data flows"). */
  clients: ServiceClients
  messages: Messages
}) {
  return (
    <StrictMode>
      <IntlProvider locale={platform.locale} messages={messages} defaultLocale="en-GB">
        <PlatformProvider value={platform}>
          <QueryLayerProvider clients={clients}>
            <ToastProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </ToastProvider>
          </QueryLayerProvider>
        </PlatformProvider>
      </IntlProvider>
    </StrictMode>
  )
}
