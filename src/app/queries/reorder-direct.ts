import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

/** POST {reorder direct}?OrderCode=…: prepares the reorder and answers the ShopUrl that finishes it (spec §7). */
export async function reorderDirect(
  client: ServiceClient<'reorder-direct'>,
  orderCode: string,
): Promise<string> {
  return (await dataOf(client.POST('/', { params: { query: { OrderCode: orderCode } } }))).ShopUrl
}
