import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { ApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
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

export type CustomerDetails = ServiceSchemas<'customers'>['schemas']['CustomerDetails']

/** PUT /customers/me: the personal details; the answer (the updated customer) replaces the cached one. */
export function updateCustomerMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (details: CustomerDetails) => dataOf(client.PUT('/customers/me', { body: details })),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.me(), customer),
  })
}

export type FtpIntegration = ServiceSchemas<'customers'>['schemas']['FtpIntegration']

/** PATCH /customers/me with the FTP integration (business customers); the updated customer replaces the cached one. */
export function updateFtpIntegrationMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (ftpIntegration: FtpIntegration) =>
      dataOf(client.PATCH('/customers/me', { body: { ftpIntegration } })),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.me(), customer),
  })
}

export type Address = ServiceSchemas<'customers'>['schemas']['Address']
export type AddressInput = ServiceSchemas<'customers'>['schemas']['AddressInput']

export const addressKeys = { all: () => ['customers', 'me', 'addresses'] as const }

/** GET /customers/me/addresses: the address book, default address first. */
export function addressesQuery(client: ServiceClient<'customers'>) {
  return queryOptions({
    queryKey: addressKeys.all(),
    queryFn: async () => (await dataOf(client.GET('/customers/me/addresses'))).addresses,
  })
}

/** After any change the book is fetched again before the mutation settles: the default may have moved. */
const refetchBook = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: addressKeys.all() })

/** POST /customers/me/addresses. */
export function createAddressMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (address: AddressInput) => dataOf(client.POST('/customers/me/addresses', { body: address })),
    onSuccess: () => refetchBook(queryClient),
  })
}

/** PUT /customers/me/addresses/{id}: the address replaced as a whole. */
export function updateAddressMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ id, address }: { id: string; address: AddressInput }) =>
      dataOf(client.PUT('/customers/me/addresses/{id}', { params: { path: { id } }, body: address })),
    onSuccess: () => refetchBook(queryClient),
  })
}

/** DELETE /customers/me/addresses/{id}. */
export function deleteAddressMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (id: string) =>
      dataOf(client.DELETE('/customers/me/addresses/{id}', { params: { path: { id } } })),
    onSuccess: () => refetchBook(queryClient),
  })
}

export type PaymentMethod = ServiceSchemas<'customers'>['schemas']['PaymentMethod']
export type PaymentMethodUpdate = ServiceSchemas<'customers'>['schemas']['PaymentMethodUpdate']

/** PUT /customers/me/payment-method (business customers); the updated customer replaces the cached one. */
export function updatePaymentMethodMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (update: PaymentMethodUpdate) =>
      dataOf(client.PUT('/customers/me/payment-method', { body: update })),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.me(), customer),
  })
}
