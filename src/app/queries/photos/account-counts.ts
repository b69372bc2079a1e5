import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { photoKeys } from './keys'

/** How many photos and albums the tabs show. */
export function accountCountsQuery(client: ServiceClient<'photos'>) {
  return queryOptions({
    queryKey: photoKeys.accountCounts(),
    queryFn: () => dataOf(client.GET('/users/counts')),
  })
}

export function useAccountCounts() {
  return useQuery(accountCountsQuery(useServiceClient('photos')))
}
