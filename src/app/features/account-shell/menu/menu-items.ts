import { canonicalName, type FeatureFlags } from '#app/platform/feature-flags'
import type { MenuItem } from '../../../../brands/storefront-config'

/**
 * The side menu's items this customer sees (docs/requirements/shell-and-menu.md#shell-menu-items): business customers
 * see the b2b items and not the consumer ones (widgets, the consumer settings), and an item with a feature flag only
 * shows while that flag is on (either name form). An unknown flag hides its item.
 */
export function visibleMenuItems(
  items: readonly MenuItem[],
  customer: { isB2b: boolean },
  flags: FeatureFlags,
): MenuItem[] {
  return items.filter((item) => {
    if (item.audience === 'b2b' && !customer.isB2b) return false
    if (item.audience === 'consumer' && customer.isB2b) return false
    if (item.featureFlag === undefined) return true
    const flag = canonicalName(item.featureFlag)
    return flag !== undefined && flags[flag]
  })
}

/** Whether an item's path is the page shown: the overview only on '/', the others on their own path and below. */
export function isCurrentItem(item: MenuItem, pathname: string): boolean {
  if (item.external) return false
  if (item.href === '/') return pathname === '/'
  return pathname === item.href || pathname.startsWith(`${item.href}/`)
}
