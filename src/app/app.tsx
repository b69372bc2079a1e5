import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { IntlProvider } from 'react-intl'
import { RouterProvider } from 'react-router/dom'
import { logFailedCall } from './api/log-failure'
import type { Messages } from './platform/i18n/messages'
import { type Platform, PlatformProvider } from './platform/platform-context'
import { ServiceClientsProvider } from './queries/service-clients'
import { createAppRouter } from './router'
import { ToastProvider } from './ui/toast/toast-provider'

function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logFailedCall }),
    mutationCache: new MutationCache({ onError: logFailedCall }),
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  })
}

export function App({ platform, messages }: { platform: Platform; messages: Messages }) {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createAppRouter)
  return (
    <StrictMode>
      <IntlProvider locale={platform.locale} messages={messages} defaultLocale="en-GB">
        <PlatformProvider value={platform}>
          <ServiceClientsProvider value={platform.clients}>
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
