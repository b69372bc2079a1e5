import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { campaignNames } from '#app/platform/orders-page-requests'
import { useServiceClient } from './service-clients'

export type Campaign = ServiceSchemas<'content'>['schemas']['Campaign']

export const contentKeys = {
  all: ['content'] as const,
  campaigns: () => [...contentKeys.all, 'campaign'] as const,
  campaign: (name: string) => [...contentKeys.campaigns(), name] as const,
}

/** GET {cutoff}/v1/Campaign/{name}; null when there is no such campaign (404). Read once per session. */
export function campaignQuery(client: ServiceClient<'content'>, name: string) {
  return queryOptions({
    queryKey: contentKeys.campaign(name),
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

/** Every seasonal campaign of `campaignNames`, in that order. */
export function useCampaigns() {
  const client = useServiceClient('content')
  return useQueries({ queries: campaignNames.map((name) => campaignQuery(client, name)) })
}

/**
 * Asks for the campaigns ahead, where a customer is one step from My orders (the overview's orders card): My orders
 * then shows them with its orders at once instead of waiting for them (decision 0047).
 */
export function useCampaignsAhead(): void {
  const queryClient = useQueryClient()
  const client = useServiceClient('content')
  useEffect(() => {
    for (const name of campaignNames) void queryClient.prefetchQuery(campaignQuery(client, name))
  }, [queryClient, client])
}
