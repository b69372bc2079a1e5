import type { Brand } from '#app/platform/brand/brand'
import { salesChannel } from '#app/platform/brand/sales-channel'

/**
 * Whether prints can be ordered here, and with what: the feature flag and an available channel
 * (docs/requirements/order-prints.md#order-prints-availability).
 */
export type OrderPrintsSetup =
  | { kind: 'off' }
  | { kind: 'unavailable'; problem: string }
  | { kind: 'ready'; channel: string; editorUrl: string }

/**
 * Order prints needs OrderPrintsEnabled, a sales channel and a prints editor to send the selection to. With the
 * flag on, a missing channel ID (docs/requirements/order-prints.md#order-prints-transfer) or editor URL is an error:
 * the caller logs the problem and shows no button.
 */
export function orderPrintsSetup(
  flagOn: boolean,
  brand: Pick<Brand, 'id' | 'internalAlias'>,
  editorUrl: string | undefined,
): OrderPrintsSetup {
  if (!flagOn) return { kind: 'off' }
  const channel = salesChannel(brand)
  if (!channel)
    return { kind: 'unavailable', problem: `Order prints: no sales channel ID for brand "${brand.id}"` }
  if (!editorUrl) return { kind: 'unavailable', problem: 'Order prints: config.json has no printsEditorUrl' }
  return { kind: 'ready', channel, editorUrl }
}
