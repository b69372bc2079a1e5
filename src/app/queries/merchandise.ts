import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  createMerchandiseClient,
  type MerchandiseChannel,
  type MerchandiseClient,
  MerchandiseError,
} from '#app/api/merchandise'
import { usePlatform } from '#app/platform/platform-context'

const clients = new Map<string, MerchandiseClient>()

/** The merchandise (GraphQL) client of a base URL, made once. */
export function merchandiseClient(baseUrl: string): MerchandiseClient {
  let client = clients.get(baseUrl)
  if (!client) {
    client = createMerchandiseClient(baseUrl)
    clients.set(baseUrl, client)
  }
  return client
}

export const merchandiseKeys = {
  all: ['merchandise'] as const,
  lists: () => [...merchandiseKeys.all, 'list'] as const,
  channels: () => [...merchandiseKeys.lists(), 'channels'] as const,
  details: () => [...merchandiseKeys.all, 'channel'] as const,
  channel: (code: string, locale: string) => [...merchandiseKeys.details(), { code, locale }] as const,
}

/**
 * The channels query (ID, vendor ID, locale, shop and currency): loaded first, and kept
 * (docs/requirements/configuration-and-locales.md#config-merchandise).
 */
export function channelsQuery(client: MerchandiseClient) {
  return queryOptions({
    queryKey: merchandiseKeys.channels(),
    queryFn: () => client.channels(),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** One channel's articles by code and locale, asked for on demand once the channels are known. */
export function channelArticlesQuery(client: MerchandiseClient, code: string, locale: string) {
  return queryOptions({
    queryKey: merchandiseKeys.channel(code, locale),
    queryFn: () => client.channel(code, locale),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The merchandise client of this environment (config.json's merchandise service). */
function useMerchandiseClient(): MerchandiseClient {
  return merchandiseClient(usePlatform().config.services.merchandise)
}

/** Every merchandise channel (asked for only when `enabled`). */
export function useChannels(enabled = true) {
  return useQuery({ ...channelsQuery(useMerchandiseClient()), enabled })
}

/** A channel's articles, asked for once the channel is known. */
export function useChannelArticles(channel: Pick<MerchandiseChannel, 'id' | 'locale'> | undefined) {
  return useQuery({
    ...channelArticlesQuery(useMerchandiseClient(), channel?.id ?? '', channel?.locale ?? ''),
    enabled: channel !== undefined,
  })
}

/**
 * The storefront's own channel among the channels: the one whose id is the brand's channel id. None is an error
 * (docs/requirements/configuration-and-locales.md#config-merchandise: "A missing channel ID is an error").
 */
export function channelOf(channels: readonly MerchandiseChannel[], channelId: string): MerchandiseChannel {
  const channel = channels.find((each) => each.id === channelId)
  if (!channel)
    throw new MerchandiseError('Channels', [{ message: `There is no channel with the ID "${channelId}"` }])
  return channel
}
