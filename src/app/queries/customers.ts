import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { ApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { ifMatch, refusingStaleWrites } from './changed-elsewhere'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

export const customerKeys = {
  all: ['customers'] as const,
  /** The signed-in customer's account. */
  me: () => [...customerKeys.all, 'me'] as const,
  /** The signed-in customer's address book. */
  addresses: () => [...customerKeys.me(), 'addresses'] as const,
}

export type Customer = ServiceSchemas<'customers'>['schemas']['Customer']

/** The customer as cached: its fields and the entity tag its answer's ETag header carried, if any (decision 0059). */
export type TaggedCustomer = Customer & { readonly entityTag?: string }

/** The customer a call answers, with its ETag header as `entityTag`. */
async function taggedCustomer(
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

export type CustomerDetails = ServiceSchemas<'customers'>['schemas']['CustomerDetails']

/** The personal details to save, and the entity tag of the customer the form was filled from. */
export interface CustomerUpdate {
  details: CustomerDetails
  basedOn: string | undefined
}

/**
 * PUT /customers/me: the personal details, only if the customer is still as the form was filled from (If-Match);
 * the answer (the updated customer) replaces the cached one. Changed elsewhere, it fails with ChangedElsewhereError
 * and the customer as it now is.
 */
export function updateCustomerMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ details, basedOn }: CustomerUpdate) =>
      refusingStaleWrites(
        () =>
          taggedCustomer(
            client.PUT('/customers/me', { body: details, params: { header: ifMatch(basedOn) } }),
          ),
        () => queryClient.fetchQuery({ ...customerQuery(client), staleTime: 0 }),
      ),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.me(), customer),
  })
}

/** Saves the personal details; the same details again, just saved, are not sent twice. */
export function useUpdateCustomer() {
  return useOnceMutation(updateCustomerMutation(useServiceClient('customers'), useQueryClient()), {
    sameAgainIsDone: ({ details }) => details,
  })
}

export type FtpIntegration = ServiceSchemas<'customers'>['schemas']['FtpIntegration']

/** PATCH /customers/me with the FTP integration (business customers); the updated customer replaces the cached one. */
export function updateFtpIntegrationMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (ftpIntegration: FtpIntegration) =>
      taggedCustomer(client.PATCH('/customers/me', { body: { ftpIntegration } })),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.me(), customer),
  })
}

/** Saves the FTP integration. */
export function useUpdateFtpIntegration() {
  return useOnceMutation(updateFtpIntegrationMutation(useServiceClient('customers'), useQueryClient()), {
    sameAgainIsDone: true,
  })
}

export type Address = ServiceSchemas<'customers'>['schemas']['Address']
export type AddressInput = ServiceSchemas<'customers'>['schemas']['AddressInput']

/** GET /customers/me/addresses: the address book, default address first. */
export function addressesQuery(client: ServiceClient<'customers'>) {
  return queryOptions({
    queryKey: customerKeys.addresses(),
    queryFn: async () => (await dataOf(client.GET('/customers/me/addresses'))).addresses,
  })
}

/** The address book, default address first. */
export function useAddresses() {
  return useQuery(addressesQuery(useServiceClient('customers')))
}

/** After any change the book is fetched again before the mutation settles: the default may have moved. */
const refetchBook = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: customerKeys.addresses() })

/** POST /customers/me/addresses. */
export function createAddressMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (address: AddressInput) => dataOf(client.POST('/customers/me/addresses', { body: address })),
    onSuccess: () => refetchBook(queryClient),
  })
}

/** Adds an address to the book. */
export function useCreateAddress() {
  return useOnceMutation(createAddressMutation(useServiceClient('customers'), useQueryClient()), {
    sameAgainIsDone: true,
  })
}

/** An address to replace: its id, the new fields, and the entity tag of the address the form was filled from. */
export interface AddressUpdate {
  id: string
  address: AddressInput
  basedOn: string | undefined
}

/**
 * PUT /customers/me/addresses/{id}: the address replaced as a whole, only if it is still as the form was filled
 * from (If-Match). Changed elsewhere, it fails with ChangedElsewhereError and the address as it now is.
 */
export function updateAddressMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  const currentAddress = async (id: string) => {
    const book = await queryClient.fetchQuery({ ...addressesQuery(client), staleTime: 0 })
    const address = book.find((candidate) => candidate.id === id)
    if (!address) throw new Error(`Address ${id} is no longer in the book`)
    return address
  }
  return mutationOptions({
    mutationFn: ({ id, address, basedOn }: AddressUpdate) =>
      refusingStaleWrites(
        () =>
          dataOf(
            client.PUT('/customers/me/addresses/{id}', {
              params: { path: { id }, header: ifMatch(basedOn) },
              body: address,
            }),
          ),
        () => currentAddress(id),
      ),
    onSuccess: () => refetchBook(queryClient),
  })
}

/** Replaces an address of the book; the same fields again, just saved, are not sent twice. */
export function useUpdateAddress() {
  return useOnceMutation(updateAddressMutation(useServiceClient('customers'), useQueryClient()), {
    sameAgainIsDone: ({ id, address }) => ({ id, address }),
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

/** Deletes an address of the book; the variables are its id. */
export function useDeleteAddress() {
  return useOnceMutation(deleteAddressMutation(useServiceClient('customers'), useQueryClient()))
}

export type PaymentMethod = ServiceSchemas<'customers'>['schemas']['PaymentMethod']
export type PaymentMethodUpdate = ServiceSchemas<'customers'>['schemas']['PaymentMethodUpdate']

/** PUT /customers/me/payment-method (business customers); the updated customer replaces the cached one. */
export function updatePaymentMethodMutation(client: ServiceClient<'customers'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (update: PaymentMethodUpdate) =>
      taggedCustomer(client.PUT('/customers/me/payment-method', { body: update })),
    onSuccess: (customer) => queryClient.setQueryData(customerKeys.me(), customer),
  })
}

/** Saves the payment method. */
export function useUpdatePaymentMethod() {
  return useOnceMutation(updatePaymentMethodMutation(useServiceClient('customers'), useQueryClient()), {
    sameAgainIsDone: true,
  })
}
