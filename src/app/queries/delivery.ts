import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type DeliveryDates = ServiceSchemas<'delivery'>['schemas']['DeliveryDates']

/** GET {delivery}/OrderDeliveryDates/{orderId}; 404 gives none (null), spec §7. */
export function deliveryDatesQuery(client: ServiceClient<'delivery'>, orderCode: string) {
  return queryOptions({
    queryKey: ['delivery', 'dates', orderCode] as const,
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
