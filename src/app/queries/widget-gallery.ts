import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import { createClientFor, type ServiceClient, type ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type GalleryEntry = ServiceSchemas<'widget-gallery'>['schemas']['GalleryEntry']
export type BlockedOrder = ServiceSchemas<'widget-gallery'>['schemas']['BlockedOrder']

export const galleryKeys = {
  all: ['widget-gallery'] as const,
  entries: (widgetId: string) => [...galleryKeys.all, 'entry', widgetId] as const,
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

/** GET /v1/categories: the names a gallery entry can be listed under, in display order. */
export function galleryCategoriesQuery(client: ServiceClient<'widget-gallery'>) {
  return queryOptions({
    queryKey: galleryKeys.categories(),
    queryFn: () => dataOf(client.GET('/v1/categories')),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * GET v1/blockedorders/{code}, called without a token (spec §7): the blocked order, or null when it is not blocked
 * (404). The client is anonymous, so the bearer token is never sent with it; it is made for the one call.
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
