import {
  type OpenApiServiceName,
  openApiServiceNames,
  type ServiceComponents,
  type ServiceName,
  type ServicePaths,
  thirdPartyServiceNames,
} from '../../generated/services'
import { createServiceClient } from './create-service-client'

/** A service's typed client: its paths from the contract, its base URL from config.json. */
export type ServiceClient<Name extends OpenApiServiceName> = ReturnType<
  typeof createServiceClient<ServicePaths[Name]>
>
/** A service's contract components (`ServiceSchemas<'photos'>['schemas']['Photo']`). */
export type ServiceSchemas<Name extends OpenApiServiceName> = ServiceComponents[Name]

/**
 * The client of one service at `baseUrl`. A third party's (the A/B provider), or one asked for as anonymous (for a
 * public call), never sends the bearer token.
 */
export function createClientFor<Name extends OpenApiServiceName>(
  name: Name,
  baseUrl: string,
  { anonymous = false }: { anonymous?: boolean } = {},
): ServiceClient<Name> {
  return createServiceClient<ServicePaths[Name]>(name, baseUrl, {
    anonymous: anonymous || (thirdPartyServiceNames as readonly string[]).includes(name),
  })
}

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name

export type ServiceClients = { [Name in OpenApiServiceName as CamelCase<Name>]: ServiceClient<Name> }

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * One typed client per backing service with an OpenAPI contract (src/generated/services.ts), by camel-case name. Each
 * is built on its first use: a screen calls a few of the 25 services, and every client holds its own closures
 * (the bench's heap figures).
 */
export function createClients(services: Record<ServiceName, string>): ServiceClients {
  const clients = {}
  for (const name of openApiServiceNames) {
    const key = camelCase(name)
    Object.defineProperty(clients, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const client = createClientFor(name, services[name])
        Object.defineProperty(clients, key, { value: client, enumerable: true })
        return client
      },
    })
  }
  return clients as ServiceClients
}

/** `clients` with one service's client replaced; the others are still built only when first used. */
export function withClient<Key extends keyof ServiceClients>(
  clients: ServiceClients,
  key: Key,
  client: ServiceClients[Key],
): ServiceClients {
  return Object.create(clients, { [key]: { value: client, enumerable: true } }) as ServiceClients
}
