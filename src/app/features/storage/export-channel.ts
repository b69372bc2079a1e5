import type { Brand } from '#app/platform/brand/brand'
import { salesChannel } from '#app/platform/brand/sales-channel'

/** The sales channel an export is requested for. */
export function exportChannel(brand: Brand): string {
  return salesChannel(brand) ?? brand.id
}
