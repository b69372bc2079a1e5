import { queryOptions } from '@tanstack/react-query'
import { dataOf } from '../api/create-service-client'
import type { PhotoDeletionClient } from '../api/photo-deletion'

export const storageKeys = {
  all: ['storage'] as const,
  accountInformation: () => [...storageKeys.all, 'account-information'] as const,
}

/** GET /accounts/getaccountinformation: the storage period the button, the dialog and the reactivation modal show. */
export function accountInformationQuery(client: PhotoDeletionClient) {
  return queryOptions({
    queryKey: storageKeys.accountInformation(),
    queryFn: () => dataOf(client.GET('/accounts/getaccountinformation')),
  })
}
