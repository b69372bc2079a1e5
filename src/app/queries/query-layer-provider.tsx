import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { ServiceClients } from '#app/api/clients'
import { createQueryClient } from './query-client'
import { ServiceClientsProvider } from './service-clients'

/**
 * The query layer for the screens below: its cache and the services' clients, which only the layer's hooks read
 * (docs/architecture.md, "How data flows").
 */
export function QueryLayerProvider({ clients, children }: { clients: ServiceClients; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <ServiceClientsProvider value={clients}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ServiceClientsProvider>
  )
}
