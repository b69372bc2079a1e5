import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '../service-clients'

export const downloadsKeys = {
  all: ['downloads'] as const,
  list: () => [...downloadsKeys.all, 'list'] as const,
}

/** GET /downloads: the user's prepared archives, newest first (the downloads page). */
export function downloadsListQuery(client: ServiceClient<'downloads'>) {
  return queryOptions({
    queryKey: downloadsKeys.list(),
    queryFn: () => dataOf(client.GET('/downloads')),
  })
}

export function useDownloadsList() {
  return useQuery(downloadsListQuery(useServiceClient('downloads')))
}
