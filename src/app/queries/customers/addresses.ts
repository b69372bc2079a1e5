import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { ifMatch, refusingStaleWrites } from '../changed-elsewhere'
import { useServiceClient } from '../service-clients'
import { useOnceMutation } from '../use-once-mutation'
import { customerKeys } from './keys'

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
