import type { paths } from '../../generated/mappdf'
import { createServiceClient } from './create-service-client'

export type { components as MappdfSchemas } from '../../generated/mappdf'

export type MappdfClient = ReturnType<typeof createMappdfClient>

export function createMappdfClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
