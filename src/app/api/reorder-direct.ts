import type { paths } from '../../generated/reorder-direct'
import { createServiceClient } from './create-service-client'

export type { components as ReorderDirectSchemas } from '../../generated/reorder-direct'

export type ReorderDirectClient = ReturnType<typeof createReorderDirectClient>

export function createReorderDirectClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
