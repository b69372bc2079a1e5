import { FormattedMessage } from 'react-intl'
import { useAppNavigate } from '#app/platform/navigation'
import { usePlatform } from '#app/platform/platform-context'
import { useReorderStatus } from '#app/queries/reorder'
import { useReorderDirect } from '#app/queries/reorder-direct'
import { Button } from '#app/ui/button'
import { FailureReference } from './failure-reference'
import { isFollowableShopUrl } from './shop-url'

/** The ShopUrl was not one the app may follow (decision in shop-url.ts). */
class RefusedShopUrl extends Error {
  override name = 'RefusedShopUrl'
}

/**
 * 'Order again' while the reorder service says the order can be (Available); 'being prepared' while it is
 * Preparing; nothing when it is not available. The shop's basket opens with a full page load, and only when its
 * address is on the brand's storefront or a configured service host.
 */
export function ReorderAction({ orderCode }: { orderCode: string }) {
  const { brand, config } = usePlatform()
  const navigate = useAppNavigate()
  const status = useReorderStatus(orderCode)
  const reorder = useReorderDirect({
    checkShopUrl: (shopUrl) => {
      const hosts = { storefrontDomain: brand.cookieDomain, serviceUrls: Object.values(config.services) }
      if (!isFollowableShopUrl(shopUrl, hosts)) throw new RefusedShopUrl(shopUrl)
    },
    // A full page load to the shop: a target starting with http
    // (docs/requirements/routes-and-access.md#routes-navigation).
    onSuccess: (shopUrl) => navigate(shopUrl),
  })
  if (status.data?.status === 'Preparing') {
    return (
      <p className="order-details__notice">
        <FormattedMessage id="orders.reorder.preparing" />
      </p>
    )
  }
  if (status.data?.status !== 'Available') return null
  return (
    <div className="order-details__actions">
      <Button busy={reorder.isPending || reorder.isSuccess} onClick={() => reorder.mutate(orderCode)}>
        <FormattedMessage id="orders.reorder" />
      </Button>
      {reorder.isError ? (
        <p className="order-details__notice order-details__notice--error" role="alert">
          <FormattedMessage
            id={reorder.error instanceof RefusedShopUrl ? 'orders.reorder.refused' : 'error.default'}
          />{' '}
          <FailureReference error={reorder.error} />
        </p>
      ) : null}
    </div>
  )
}
