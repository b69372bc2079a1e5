import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import { createClientFor, type ServiceClient, type ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { usePlatform } from '#app/platform/platform-context'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

export type GalleryEntry = ServiceSchemas<'widget-gallery'>['schemas']['GalleryEntry']
export type BlockedOrder = ServiceSchemas<'widget-gallery'>['schemas']['BlockedOrder']

export const galleryKeys = {
  all: ['widget-gallery'] as const,
  details: () => [...galleryKeys.all, 'entry'] as const,
  /** A widget's entries, one per channel's gallery. */
  entries: (widgetId: string) => [...galleryKeys.details(), widgetId] as const,
  entry: (widgetId: string, channel: string) => [...galleryKeys.entries(widgetId), channel] as const,
  categories: () => [...galleryKeys.all, 'categories'] as const,
  blocked: (code: string) => [...galleryKeys.all, 'blocked', code] as const,
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404

/** GET /v1/galleryentries/{id}?channel=: the widget's entry in the channel's gallery, or null when it has none. */
export function galleryEntryQuery(
  client: ServiceClient<'widget-gallery'>,
  widgetId: string,
  channel: string,
) {
  return queryOptions({
    queryKey: galleryKeys.entry(widgetId, channel),
    queryFn: async (): Promise<GalleryEntry | null> => {
      try {
        return await dataOf(
          client.GET('/v1/galleryentries/{widgetId}', {
            params: { path: { widgetId }, query: { channel } },
          }),
        )
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
  })
}

/** The widget's entry in the channel's gallery, or null; asked for only while `enabled`. */
export function useGalleryEntry(widgetId: string, channel: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...galleryEntryQuery(useServiceClient('widgetGallery'), widgetId, channel), enabled })
}

/** GET /v1/categories: the names a gallery entry can be listed under, in display order. */
export function galleryCategoriesQuery(client: ServiceClient<'widget-gallery'>) {
  return queryOptions({
    queryKey: galleryKeys.categories(),
    queryFn: () => dataOf(client.GET('/v1/categories')),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The gallery's categories; asked for only while `enabled`. */
export function useGalleryCategories({ enabled }: { enabled: boolean }) {
  return useQuery({ ...galleryCategoriesQuery(useServiceClient('widgetGallery')), enabled })
}

/**
 * GET v1/blockedorders/{code}, called without a token (docs/requirements/services.md#services-widget-gallery): the
 * blocked order, or null when it is not blocked (404). The client is anonymous, so the bearer token is never sent
 * with it; it is made for the one call.
 */
export function blockedOrderQuery(galleryUrl: string, code: string) {
  return queryOptions({
    queryKey: galleryKeys.blocked(code),
    queryFn: async (): Promise<BlockedOrder | null> => {
      try {
        return await dataOf(
          createClientFor('widget-gallery', galleryUrl, { anonymous: true }).GET('/v1/blockedorders/{code}', {
            params: { path: { code } },
          }),
        )
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
  })
}

/**
 * The order behind the widget when it is blocked, or null; asked for without a token. `askedAlready`: an observer
 * mounted earlier has asked, so a failure it met stays said here rather than being asked again unseen.
 */
export function useBlockedOrder(code: string, { askedAlready = false } = {}) {
  return useQuery({
    ...blockedOrderQuery(usePlatform().config.services['widget-gallery'], code),
    retryOnMount: !askedAlready,
  })
}

/** POST /v1/galleryentries/: puts the widget in the channel's gallery under the categories. */
export function createGalleryEntryMutation(
  client: ServiceClient<'widget-gallery'>,
  queryClient: QueryClient,
  widgetId: string,
  channel: string,
) {
  return mutationOptions({
    mutationFn: (categories: string[]) =>
      dataOf(client.POST('/v1/galleryentries', { body: { widgetId, channel, categories } })),
    onSuccess: (entry) => queryClient.setQueryData(galleryKeys.entry(widgetId, channel), entry),
  })
}

/** PUT /v1/galleryentries/{widgetId}?channel=: replaces the entry's categories. */
export function updateGalleryEntryMutation(
  client: ServiceClient<'widget-gallery'>,
  queryClient: QueryClient,
  widgetId: string,
  channel: string,
) {
  return mutationOptions({
    mutationFn: (categories: string[]) =>
      dataOf(
        client.PUT('/v1/galleryentries/{widgetId}', {
          params: { path: { widgetId }, query: { channel } },
          body: { categories },
        }),
      ),
    onSuccess: (entry) => queryClient.setQueryData(galleryKeys.entry(widgetId, channel), entry),
  })
}

/** DELETE /v1/galleryentries/{id}?channel=: takes the widget out of the channel's gallery (it stays shared). */
export function deleteGalleryEntryMutation(
  client: ServiceClient<'widget-gallery'>,
  queryClient: QueryClient,
  widgetId: string,
  channel: string,
) {
  return mutationOptions({
    mutationFn: async () => {
      await dataOf(
        client.DELETE('/v1/galleryentries/{widgetId}', {
          params: { path: { widgetId }, query: { channel } },
        }),
      )
    },
    onSuccess: () => queryClient.setQueryData(galleryKeys.entry(widgetId, channel), null),
  })
}

/** Creating, changing and deleting the widget's entry in the channel's gallery, each with its own state. */
export function useGalleryEntryChanges(widgetId: string, channel: string) {
  const client = useServiceClient('widgetGallery')
  const queryClient = useQueryClient()
  return {
    create: useOnceMutation(createGalleryEntryMutation(client, queryClient, widgetId, channel)),
    update: useOnceMutation(updateGalleryEntryMutation(client, queryClient, widgetId, channel)),
    remove: useOnceMutation(deleteGalleryEntryMutation(client, queryClient, widgetId, channel)),
  }
}
