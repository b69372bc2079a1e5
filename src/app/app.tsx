import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { IntlProvider } from 'react-intl'
import { RouterProvider } from 'react-router/dom'
import type { ServiceClients } from './api/clients'
import type { Messages } from './platform/i18n/messages'
import { type Platform, PlatformProvider } from './platform/platform-context'
import { createQueryClient } from './queries/query-client'
import { ServiceClientsProvider } from './queries/service-clients'
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
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createAppRouter)
  return (
    <StrictMode>
      <IntlProvider locale={platform.locale} messages={messages} defaultLocale="en-GB">
        <PlatformProvider value={platform}>
          <ServiceClientsProvider value={clients}>
            <QueryClientProvider client={queryClient}>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </QueryClientProvider>
          </ServiceClientsProvider>
        </PlatformProvider>
      </IntlProvider>
    </StrictMode>
  )
}
