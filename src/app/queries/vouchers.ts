import { queryOptions } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type VoucherOffer = ServiceSchemas<'vouchers'>['schemas']['Offer']
export type VoucherLookup =
  | { isVoucherFound: true; code: string; offer: VoucherOffer }
  | { isVoucherFound: false }

/**
 * GET /api/v1/campaigns/offers/{code}: the campaign offer behind a voucher code. 404 gives not found
 * (isVoucherFound false); any other failure is an error carrying its status (spec §7).
 */
export function voucherOfferQuery(client: ServiceClient<'vouchers'>, code: string) {
  return queryOptions({
    queryKey: ['vouchers', 'offer', code.toUpperCase()] as const,
    queryFn: async (): Promise<VoucherLookup> => {
      try {
        const answer = await dataOf(
          client.GET('/api/v1/campaigns/offers/{code}', { params: { path: { code } } }),
        )
        return { isVoucherFound: true, code: answer.code, offer: answer.offer }
      } catch (error) {
        if (isApiError(error) && error.status === 404) return { isVoucherFound: false }
        throw error
      }
    },
    retry: false,
  })
}
