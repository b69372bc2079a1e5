import type { paths } from '../../generated/reorder'
import { createServiceClient } from './create-service-client'

export type { components as ReorderSchemas } from '../../generated/reorder'

export type ReorderClient = ReturnType<typeof createReorderClient>

export function createReorderClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
