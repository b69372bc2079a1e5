import registry from '../../src/brands/brand-registry.json'
import type { operations } from '../../src/generated/reorder-direct'
import { operationIndex } from '../../src/generated/reorder-direct.operations'
import type { MockContext } from '../context'
import { serviceOperations } from './operation'
import { findSuperOrder } from './orders/records'

const { operation } = serviceOperations<operations>('reorder-direct', operationIndex)

/** The storefront a reorder is finished in, by the order's source. */
const shops = {
  Albelli: 'https://www.albelli.example/basket/reorder',
  Resnap: 'https://www.resnap.example/reorder',
} as const

/**
 * The storefront of the brand whose account area sent the request (its page's address, as the browser sends it),
 * where the basket is: https://www.{brand's domain}. A page on a host of no brand (plain localhost) is the default
 * brand's, as the app itself decides (src/app/platform/brand/brand.ts). Undefined when the request names no page.
 */
function storefrontOf(request: Request): string | undefined {
  const page = request.referrer || request.headers.get('referer') || request.headers.get('origin')
  if (!page || !URL.canParse(page)) return undefined
  const host = new URL(page).hostname.toLowerCase()
  const brand =
    registry.brands.find(
      (candidate) =>
        host === `${candidate.id}.localhost` ||
        host === candidate.host ||
        host.endsWith(`.${candidate.host}`),
    ) ?? registry.brands.find((candidate) => candidate.id === registry.defaultBrandId)
  return brand ? `https://www.${brand.cookieDomain}/basket/reorder` : undefined
}

/** The reorder-direct service: prepares a reorder and answers the shop URL that finishes it. */
export function reorderDirectHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'reorderDirect', ({ request, user, query, reply }) => {
      const order = findSuperOrder(ctx, user.sub, query.OrderCode)
      if (!order) return reply(404, { message: 'Order not found' })
      if (order.reorderStatus !== 'Available') {
        return reply(409, {
          message:
            order.reorderStatus === 'Preparing'
              ? 'The order is being prepared for reorder; try again later'
              : 'The order cannot be reordered',
        })
      }
      // The brand's own storefront finishes the reorder; a request from no known storefront gets the source's shop.
      const url = new URL(storefrontOf(request) ?? shops[order.source])
      url.searchParams.set('orderCode', order.superOrderCode)
      return reply(200, { ShopUrl: url.href })
    }),
  ]
}
