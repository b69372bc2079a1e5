import type { paths } from '../../generated/exports'
import { createServiceClient } from './create-service-client'

export type { components as ExportsSchemas } from '../../generated/exports'

export type ExportsClient = ReturnType<typeof createExportsClient>

export function createExportsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
