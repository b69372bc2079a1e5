import { useIntl } from 'react-intl'
import type { MerchandiseArticle } from '#app/api/merchandise'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { inPageLocale } from '#app/storefront/product-name'
import { useStorefrontArticles } from '#app/storefront/storefront-channel'

/**
 * The widget's article in the catalogue's words, from the storefront channel's articles. `article` stays undefined
 * while they load (`pending`), when the channels failed (said where sharing is) and when the channel does not sell the
 * article; `failed` is a failure of the articles themselves (a GraphQL error). `name` is the article's title when the
 * catalogue is written in the page's locale (QA may show a storefront in another), so no product is named in another
 * language, else its kind in the locale's words; undefined while the articles may still come, so the name shown is
 * never replaced (the screen shows a reserved line meanwhile: CatalogueText, decision 0053).
 */
export function useWidgetArticle(widget: Widget): {
  article: MerchandiseArticle | undefined
  name: string | undefined
  pending: boolean
  failed: boolean
  retry: () => void
} {
  const intl = useIntl()
  const { channel, articles, pending } = useStorefrontArticles()
  const article = articles.data?.articles.find((each) => each.id === widget.articleId)
  const name = pending
    ? undefined
    : article && channel && inPageLocale(channel.locale, intl.locale)
      ? article.title
      : intl.formatMessage({ id: `onlineProducts.articleType.${widget.articleType}` })
  return {
    article,
    name,
    pending,
    failed: articles.isError,
    retry: () => void articles.refetch(),
  }
}
