import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

/**
 * POST {reorder direct}?OrderCode=…: prepares the reorder and answers the ShopUrl that finishes it
 * (docs/requirements/services.md#services-orders).
 */
export async function reorderDirect(
  client: ServiceClient<'reorder-direct'>,
  orderCode: string,
): Promise<string> {
  return (await dataOf(client.POST('/', { params: { query: { OrderCode: orderCode } } }))).ShopUrl
}

/**
 * Prepares the reorder of an order (the variables are its code) and answers the ShopUrl. `checkShopUrl` throws for
 * a ShopUrl the app may not follow, which makes the reorder fail; `onSuccess` gets the ShopUrl it may follow.
 */
export function useReorderDirect({
  checkShopUrl,
  onSuccess,
}: {
  checkShopUrl: (shopUrl: string) => void
  onSuccess: (shopUrl: string) => void
}) {
  const client = useServiceClient('reorderDirect')
  return useOnceMutation({
    mutationFn: async (orderCode: string) => {
      const shopUrl = await reorderDirect(client, orderCode)
      checkShopUrl(shopUrl)
      return shopUrl
    },
    onSuccess,
  })
}
