import { queryOptions } from '@tanstack/react-query'
import { dataOf } from '../../api/create-service-client'
import type { DownloadsClient } from '../../api/downloads'

export const downloadsKeys = {
  all: ['downloads'] as const,
  list: () => [...downloadsKeys.all, 'list'] as const,
}

/** GET /downloads: the user's prepared archives, newest first (the downloads page). */
export function downloadsListQuery(client: DownloadsClient) {
  return queryOptions({
    queryKey: downloadsKeys.list(),
    queryFn: () => dataOf(client.GET('/downloads')),
  })
}
