import { queryOptions, useQuery } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'

export type VoucherOffer = ServiceSchemas<'vouchers'>['schemas']['Offer']
export type VoucherLookup =
  | { isVoucherFound: true; code: string; offer: VoucherOffer }
  | { isVoucherFound: false }

export const voucherKeys = {
  all: ['vouchers'] as const,
  offers: () => [...voucherKeys.all, 'offer'] as const,
  /** Codes are looked up without regard to case: one entry per code however it was typed. */
  offer: (code: string) => [...voucherKeys.offers(), code.toUpperCase()] as const,
}

/**
 * GET /api/v1/campaigns/offers/{code}: the campaign offer behind a voucher code. 404 gives not found
 * (isVoucherFound false); any other failure is an error carrying its status
 * (docs/requirements/services.md#services-vouchers).
 */
export function voucherOfferQuery(client: ServiceClient<'vouchers'>, code: string) {
  return queryOptions({
    queryKey: voucherKeys.offer(code),
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

/** The offer behind a voucher code; nothing is asked for while the code is empty. */
export function useVoucherOffer(code: string) {
  return useQuery({ ...voucherOfferQuery(useServiceClient('vouchers'), code), enabled: code !== '' })
}
