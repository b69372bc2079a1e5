import type { paths } from '../../generated/orders'
import { createServiceClient } from './create-service-client'

export type { components as OrdersSchemas } from '../../generated/orders'

export type OrdersClient = ReturnType<typeof createOrdersClient>

export function createOrdersClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
