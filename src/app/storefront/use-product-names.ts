import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { type CatalogueState, knownProductName, type NamedProduct } from './product-name'
import { useStorefrontArticles } from './storefront-channel'

/**
 * Names products in the locale (productName): by the storefront catalogue's titles, asked for once per channel and
 * kept, and by the readable fallback where the catalogue has no name, has failed or is not in the locale shown.
 * Not asked for unless `enabled` (the fallback names then). `nameOf` is undefined while the catalogue may still come:
 * the screen shows itself without waiting for it, with a reserved line where the name goes (CatalogueText), so a
 * name, once shown, never changes (decisions 0048 and 0053).
 */
export function useProductNames(enabled = true): {
  nameOf: (product: NamedProduct) => string | undefined
} {
  const intl = useIntl()
  const { channel, articles, pending } = useStorefrontArticles(enabled)
  // One function while the catalogue stays the same, so a list can keep what it computed from the names; a new one
  // when it comes (or fails), so the list computes them again (My orders' search by name).
  const nameOf = useCallback(
    (product: NamedProduct) => {
      const catalogue: CatalogueState = pending
        ? 'pending'
        : channel && articles.data
          ? { locale: channel.locale, articles: articles.data.articles }
          : undefined
      return knownProductName(intl, product, catalogue)
    },
    [intl, channel, articles.data, pending],
  )
  return { nameOf }
}
