import { queryOptions } from '@tanstack/react-query'
import { dataOf } from '../../api/create-service-client'
import type { CustomersClient } from '../../api/customers'

/** The signed-in customer's account id: device uploads name it (openapi/storage.yaml, accountId). */
export function customerAccountIdQuery(client: CustomersClient) {
  return queryOptions({
    queryKey: ['customer', 'me', 'accountId'],
    queryFn: async () => (await dataOf(client.GET('/customers/me'))).accountId,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
