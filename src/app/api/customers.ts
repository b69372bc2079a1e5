import type { paths } from '../../generated/customers'
import { createServiceClient } from './create-service-client'

export type { components as CustomersSchemas } from '../../generated/customers'

export type CustomersClient = ReturnType<typeof createCustomersClient>

export function createCustomersClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
