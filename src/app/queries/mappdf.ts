import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

export type CustomerPdf = ServiceSchemas<'mappdf'>['schemas']['ProductPdf']

export const mappdfKeys = {
  all: ['mappdf'] as const,
  lists: () => [...mappdfKeys.all, 'list'] as const,
  /** The signed-in customer's PDFs. */
  mine: () => [...mappdfKeys.lists(), 'me'] as const,
}

/** GET {mappdf}/v1/Pdfs/me: the customer's product PDFs. */
export function myPdfsQuery(client: ServiceClient<'mappdf'>) {
  return queryOptions({
    queryKey: mappdfKeys.mine(),
    queryFn: async () => (await dataOf(client.GET('/v1/Pdfs/me'))).pdfs,
  })
}

/** The customer's product PDFs, of every order. */
export function useMyPdfs() {
  return useQuery(myPdfsQuery(useServiceClient('mappdf')))
}
