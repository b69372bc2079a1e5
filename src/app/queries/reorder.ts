import { queryOptions } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type ReorderStatus = ServiceSchemas<'reorder'>['schemas']['ReorderStatus']

/** GET {reorder}/reorder/status/{orderId}: whether the order can be ordered again. */
export function reorderStatusQuery(client: ServiceClient<'reorder'>, orderCode: string) {
  return queryOptions({
    queryKey: ['reorder', 'status', orderCode] as const,
    queryFn: () =>
      dataOf(client.GET('/reorder/status/{orderId}', { params: { path: { orderId: orderCode } } })),
  })
}
