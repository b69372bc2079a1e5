import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

export const storageKeys = {
  all: ['storage'] as const,
  accountInformation: () => [...storageKeys.all, 'account-information'] as const,
}

/** GET /accounts/getaccountinformation: the storage period the button, the dialog and the reactivation modal show. */
export function accountInformationQuery(client: ServiceClient<'photo-deletion'>) {
  return queryOptions({
    queryKey: storageKeys.accountInformation(),
    queryFn: () => dataOf(client.GET('/accounts/getaccountinformation')),
  })
}

export function useAccountInformation() {
  return useQuery(accountInformationQuery(useServiceClient('photoDeletion')))
}
