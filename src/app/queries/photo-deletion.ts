import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

/** The photo-deletion service's key tree: the storage period, apart from the library's (queries/photos/keys.ts). */
export const photoDeletionKeys = {
  all: ['storage'] as const,
  accountInformation: () => [...photoDeletionKeys.all, 'account-information'] as const,
}

/** GET /accounts/getaccountinformation: the storage period the button, the dialog and the reactivation modal show. */
export function accountInformationQuery(client: ServiceClient<'photo-deletion'>) {
  return queryOptions({
    queryKey: photoDeletionKeys.accountInformation(),
    queryFn: () => dataOf(client.GET('/accounts/getaccountinformation')),
  })
}

export function useAccountInformation() {
  return useQuery(accountInformationQuery(useServiceClient('photoDeletion')))
}
