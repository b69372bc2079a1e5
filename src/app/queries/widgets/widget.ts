import { queryOptions, useQuery } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '../service-clients'
import { type Widget, widgetKeys } from './widget-keys'

/**
 * Whether a failed widget load means "no such widget" (docs/requirements/services.md#services-widgets: 401 means none;
 * 404 means the same).
 */
export function isNoWidget(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 404)
}

/** GET /v1/widget/{id}: one widget, or null when the customer has none with this product code (401 or 404). */
export function widgetQuery(client: ServiceClient<'widgets'>, productCode: string) {
  return queryOptions({
    queryKey: widgetKeys.detail(productCode),
    queryFn: async (): Promise<Widget | null> => {
      try {
        return await dataOf(client.GET('/v1/widget/{id}', { params: { path: { id: productCode } } }))
      } catch (error) {
        if (isNoWidget(error)) return null
        throw error
      }
    },
  })
}

/** One widget, or null when the customer has none with this product code. */
export function useWidget(productCode: string) {
  return useQuery(widgetQuery(useServiceClient('widgets'), productCode))
}
