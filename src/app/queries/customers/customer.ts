import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { useServiceClient } from '../service-clients'
import { customerKeys } from './keys'

export type Customer = ServiceSchemas<'customers'>['schemas']['Customer']

/** The customer as cached: its fields and the entity tag its answer's ETag header carried, if any (decision 0059). */
export type TaggedCustomer = Customer & { readonly entityTag?: string }

/** The customer a call answers, with its ETag header as `entityTag`. */
export async function taggedCustomer(
  call: Promise<{ data?: Customer; response: Response }>,
): Promise<TaggedCustomer> {
  const { data, response } = await call
  const entityTag = response.headers.get('ETag')
  return entityTag ? { ...(data as Customer), entityTag } : (data as Customer)
}

/**
 * GET /customers/me: the signed-in customer's account; a 404 means the account was deleted
 * (docs/requirements/services.md#services-customers, docs/requirements/routes-and-access.md#routes-role-deleted).
 */
export function customerQuery(client: ServiceClient<'customers'>) {
  return queryOptions({
    queryKey: customerKeys.me(),
    queryFn: (): Promise<TaggedCustomer> => taggedCustomer(client.GET('/customers/me')),
    staleTime: 60_000,
    retry: (failures, error) => !isDeletedAccount(error) && failures < 1,
  })
}

/** The signed-in customer's account (shared by the shell and every settings page). */
export function useCustomer() {
  return useQuery(customerQuery(useServiceClient('customers')))
}

export function isDeletedAccount(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
