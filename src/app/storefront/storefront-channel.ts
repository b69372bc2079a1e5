import type { MerchandiseChannel } from '#app/api/merchandise'
import { salesChannel } from '#app/platform/brand/sales-channel'
import { usePlatform } from '#app/platform/platform-context'
import { channelOf, useChannelArticles, useChannels } from '#app/queries/merchandise'

/**
 * The storefront's merchandise channel: the channels are loaded first (ID, vendor ID, locale), and the one whose ID
 * is the storefront's sales channel is picked. None is an error
 * (docs/requirements/configuration-and-locales.md#config-merchandise), told apart from a failed load.
 */
export function useStorefrontChannel(enabled = true) {
  const { brand } = usePlatform()
  const channels = useChannels(enabled)
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
 * The storefront channel's articles, asked for on demand (once, by whichever screen names a product first: every
 * screen names a product by its catalogue title) by the channel's code and locale, which is the storefront's and so
 * the customer's. Not asked for unless `enabled`. `pending` while the channels or the articles load; not when the
 * channels failed or have no storefront channel, since then no articles will come.
 */
export function useStorefrontArticles(enabled = true) {
  const { channels, channel } = useStorefrontChannel(enabled)
  const articles = useChannelArticles(channel)
  // A disabled query (no channel yet, or none at all) is pending too: only one that will answer counts.
  const pending = !enabled ? false : channel ? articles.isPending : channels.isPending
  return { channel, articles, pending }
}
