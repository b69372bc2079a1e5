import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type Campaign = ServiceSchemas<'content'>['schemas']['Campaign']

/** The seasonal campaigns the cut-off service knows by name. */
export const campaignNames = ['christmas', 'valentines-day', 'mothers-day'] as const

/** GET {cutoff}/v1/Campaign/{name}; null when there is no such campaign (404). Read once per session. */
export function campaignQuery(client: ServiceClient<'content'>, name: string) {
  return queryOptions({
    queryKey: ['content', 'campaign', name] as const,
    queryFn: async (): Promise<Campaign | null> => {
      try {
        return await dataOf(client.GET('/v1/Campaign/{name}', { params: { path: { name } } }))
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
