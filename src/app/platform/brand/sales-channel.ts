import type { Brand } from './brand'

/**
 * The storefront's sales channel: its internal alias where it has one, else its brand id (what the identity,
 * export and temporary-selection calls are told). Blank counts as missing.
 */
export function salesChannel(brand: Pick<Brand, 'id' | 'internalAlias'>): string | undefined {
  return (brand.internalAlias ?? brand.id).trim() || undefined
}
