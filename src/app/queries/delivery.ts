import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

export type DeliveryDates = ServiceSchemas<'delivery'>['schemas']['DeliveryDates']

export const deliveryKeys = {
  all: ['delivery'] as const,
  details: () => [...deliveryKeys.all, 'dates'] as const,
  detail: (orderCode: string) => [...deliveryKeys.details(), orderCode] as const,
}

/**
 * GET {delivery}/OrderDeliveryDates/{orderId}; 404 gives none (null), docs/requirements/services.md#services-delivery.
 */
export function deliveryDatesQuery(client: ServiceClient<'delivery'>, orderCode: string) {
  return queryOptions({
    queryKey: deliveryKeys.detail(orderCode),
    queryFn: async (): Promise<DeliveryDates | null> => {
      try {
        return await dataOf(
          client.GET('/OrderDeliveryDates/{orderId}', { params: { path: { orderId: orderCode } } }),
        )
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

/** An order's delivery dates, asked for only while `enabled`. */
export function useDeliveryDates(orderCode: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...deliveryDatesQuery(useServiceClient('delivery'), orderCode), enabled })
}

/** Several orders' delivery dates side by side, each asked for only while its `enabled` holds. */
export function useDeliveryDatesOf(orders: readonly { orderCode: string; enabled: boolean }[]) {
  const client = useServiceClient('delivery')
  return useQueries({
    queries: orders.map(({ orderCode, enabled }) => ({ ...deliveryDatesQuery(client, orderCode), enabled })),
  })
}
