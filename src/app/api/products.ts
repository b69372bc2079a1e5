import type { paths } from '../../generated/products'
import { createServiceClient } from './create-service-client'

export type { components as ProductsSchemas } from '../../generated/products'

export type ProductsClient = ReturnType<typeof createProductsClient>

export function createProductsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
