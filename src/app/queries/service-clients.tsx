import { createContext, useContext } from 'react'
import type { ServiceClients } from '#app/api/clients'

/**
 * The backing services' clients, built once at start-up (main.tsx) from config.json. Only the query layer reads
 * them: screens call the hooks of `queries/<service>`, which take their client from here.
 */
const ServiceClientsContext = createContext<ServiceClients | null>(null)

export const ServiceClientsProvider = ServiceClientsContext.Provider

/** One service's client, for a hook of the query layer. */
export function useServiceClient<Name extends keyof ServiceClients>(name: Name): ServiceClients[Name] {
  const clients = useContext(ServiceClientsContext)
  if (!clients) throw new Error('useServiceClient is used outside ServiceClientsProvider')
  return clients[name]
}

/** Every client, for a hook that calls several services (a copy to album reads albums and photos). */
export function useServiceClients(): ServiceClients {
  const clients = useContext(ServiceClientsContext)
  if (!clients) throw new Error('useServiceClients is used outside ServiceClientsProvider')
  return clients
}
