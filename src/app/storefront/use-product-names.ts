import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { type Catalogue, type NamedProduct, productName } from './product-name'
import { useStorefrontArticles } from './storefront-channel'

/**
 * Names products in the locale (productName): by the storefront catalogue's titles, asked for once per channel and
 * kept, and by the readable fallback where the catalogue has no name, has failed or is not in the locale shown.
 * Not asked for unless `enabled` (the fallback names then). `pending` while the catalogue may still come, so a screen
 * can wait for it rather than change a name under the customer's eyes.
 */
export function useProductNames(enabled = true): {
  nameOf: (product: NamedProduct) => string
  pending: boolean
} {
  const intl = useIntl()
  const { channel, articles, pending } = useStorefrontArticles(enabled)
  // One function while the catalogue stays the same, so a list can keep what it computed from the names.
  const nameOf = useCallback(
    (product: NamedProduct) => {
      const catalogue: Catalogue | undefined =
        channel && articles.data ? { locale: channel.locale, articles: articles.data.articles } : undefined
      return productName(intl, product, catalogue)
    },
    [intl, channel, articles.data],
  )
  return { nameOf, pending }
}
