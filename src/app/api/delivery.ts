import type { paths } from '../../generated/delivery'
import { createServiceClient } from './create-service-client'

export type { components as DeliverySchemas } from '../../generated/delivery'

export type DeliveryClient = ReturnType<typeof createDeliveryClient>

export function createDeliveryClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
