import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { IntlProvider } from 'react-intl'
import { RouterProvider } from 'react-router/dom'
import type { Messages } from './platform/i18n/messages'
import { type Platform, PlatformProvider } from './platform/platform-context'
import { createAppRouter } from './router'

function createQueryClient() {
  return new QueryClient({
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
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PlatformProvider>
      </IntlProvider>
    </StrictMode>
  )
}
