import { mutationOptions, type QueryClient, useQueryClient } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { ifMatch, refusingStaleWrites } from '../changed-elsewhere'
import { useServiceClient } from '../service-clients'
import { useOnceMutation } from '../use-once-mutation'
import { customerQuery, taggedCustomer } from './customer'
import { customerKeys } from './keys'

// The customer's own writes: personal details, FTP integration, payment method. Each answers the customer, which
// replaces the cached one with its entity tag (decision 0059). Apart from customer.ts, so the shell's pages, which
// only read the customer, do not load them.

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
