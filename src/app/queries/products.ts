import { queryOptions, useQuery } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { productDetailsQuery } from '#app/platform/share-page-requests'
import { useServiceClient } from './service-clients'

export type Product = ServiceSchemas<'products'>['schemas']['Product']

/** The purpose of a product's file that means it has a PDF (docs/requirements/entities.md#entities-product). */
export const productPdfPurpose = 'product.pdf'

export const productKeys = {
  all: ['products'] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (code: string) => [...productKeys.details(), code] as const,
}

/** GET {product}/v1/Products/{code}: the product and its files, or null when it is not the customer's (404). */
export function productQuery(client: ServiceClient<'products'>, code: string) {
  return queryOptions({
    queryKey: productKeys.detail(code),
    queryFn: async (): Promise<Product | null> => {
      try {
        return await dataOf(
          client.GET('/v1/Products/{code}', {
            params: {
              path: { code },
              query: productDetailsQuery,
            },
          }),
        )
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

/** The product and its files, or null when it is not the customer's. */
export function useProduct(code: string) {
  return useQuery(productQuery(useServiceClient('products'), code))
}

/** Whether the product has a PDF: one of its files has the purpose product.pdf. */
export function hasPdf(product: Product | null | undefined): boolean {
  return product?.files.some((file) => file.purpose === productPdfPurpose) ?? false
}
