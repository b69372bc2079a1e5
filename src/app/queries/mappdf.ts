import { queryOptions } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type CustomerPdf = ServiceSchemas<'mappdf'>['schemas']['ProductPdf']

/** GET {mappdf}/v1/Pdfs/me: the customer's product PDFs. */
export function myPdfsQuery(client: ServiceClient<'mappdf'>) {
  return queryOptions({
    queryKey: ['mappdf', 'me'] as const,
    queryFn: async () => (await dataOf(client.GET('/v1/Pdfs/me'))).pdfs,
  })
}
