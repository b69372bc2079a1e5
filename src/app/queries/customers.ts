import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '#app/api/api-error'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export const customerKeys = { me: () => ['customers', 'me'] as const }

/** GET /customers/me: the signed-in customer's account; a 404 means the account was deleted (spec §3, §7). */
export function customerQuery(client: ServiceClient<'customers'>) {
  return queryOptions({
    queryKey: customerKeys.me(),
    queryFn: () => dataOf(client.GET('/customers/me')),
    staleTime: 60_000,
    retry: (failures, error) => !isDeletedAccount(error) && failures < 1,
  })
}

export function isDeletedAccount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
