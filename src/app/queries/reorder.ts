import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

export type ReorderStatus = ServiceSchemas<'reorder'>['schemas']['ReorderStatus']

export const reorderKeys = {
  all: ['reorder'] as const,
  statuses: () => [...reorderKeys.all, 'status'] as const,
  status: (orderCode: string) => [...reorderKeys.statuses(), orderCode] as const,
}

/** GET {reorder}/reorder/status/{orderId}: whether the order can be ordered again. */
export function reorderStatusQuery(client: ServiceClient<'reorder'>, orderCode: string) {
  return queryOptions({
    queryKey: reorderKeys.status(orderCode),
    queryFn: () =>
      dataOf(client.GET('/reorder/status/{orderId}', { params: { path: { orderId: orderCode } } })),
  })
}

/** Whether the order can be ordered again. */
export function useReorderStatus(orderCode: string) {
  return useQuery(reorderStatusQuery(useServiceClient('reorder'), orderCode))
}
