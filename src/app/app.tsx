import { StrictMode, useState } from 'react'
import { IntlProvider } from 'react-intl'
import { RouterProvider } from 'react-router/dom'
import type { ServiceClients } from './api/clients'
import type { Messages } from './platform/i18n/messages'
import { type Platform, PlatformProvider } from './platform/platform-context'
import { QueryLayerProvider } from './queries/query-layer-provider'
import { createAppRouter } from './router'
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
  const [router] = useState(createAppRouter)
  return (
    <StrictMode>
      <IntlProvider locale={platform.locale} messages={messages} defaultLocale="en-GB">
        <PlatformProvider value={platform}>
          <QueryLayerProvider clients={clients}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryLayerProvider>
        </PlatformProvider>
      </IntlProvider>
    </StrictMode>
  )
}
