import type { MerchandiseArticle, MerchandiseChannel } from '#app/api/merchandise'
import { salesChannel } from '#app/platform/brand/sales-channel'
import { usePlatform } from '#app/platform/platform-context'
import { channelOf, useChannelArticles, useChannels } from '#app/queries/merchandise'
import type { Widget } from '#app/queries/widgets/widget-keys'

/**
 * The storefront's merchandise channel: the channels are loaded first (ID, vendor ID, locale), and the one whose ID
 * is the storefront's sales channel is picked. None is an error
 * (docs/requirements/configuration-and-locales.md#config-merchandise), told apart from a failed load.
 */
export function useStorefrontChannel() {
  const { brand } = usePlatform()
  const channels = useChannels()
  let channel: MerchandiseChannel | undefined
  let missing = false
  if (channels.data) {
    try {
      channel = channelOf(channels.data, salesChannel(brand) ?? '')
    } catch {
      missing = true
    }
  }
  return { channels, channel, missing }
}

/**
 * The storefront channel's articles, asked for on demand (once, by the list or the share page, whichever opens first:
 * both name the product by its catalogue title) by the channel's code and locale, which is the storefront's and so the
 * customer's. `pending` while the channels or the articles load; not when the channels failed or have no storefront
 * channel, since then no articles will come.
 */
export function useStorefrontArticles() {
  const { channels, channel } = useStorefrontChannel()
  const articles = useChannelArticles(channel)
  // A disabled query (no channel yet, or none at all) is pending too: only one that will answer counts.
  const pending = channel ? articles.isPending : channels.isPending
  return { articles, pending }
}

/**
 * The widget's article in the catalogue's words, from the storefront channel's articles. `article` stays undefined
 * while they load (`pending`), when the channels failed (said where sharing is) and when the channel does not sell the
 * article; `failed` is a failure of the articles themselves (a GraphQL error).
 */
export function useWidgetArticle(widget: Widget): {
  article: MerchandiseArticle | undefined
  pending: boolean
  failed: boolean
  retry: () => void
} {
  const { articles, pending } = useStorefrontArticles()
  return {
    article: articles.data?.articles.find((article) => article.id === widget.articleId),
    pending,
    failed: articles.isError,
    retry: () => void articles.refetch(),
  }
}
