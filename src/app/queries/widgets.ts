import {
  keepPreviousData,
  MutationObserver,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { photoBookArticleTypes } from '#app/api/merchandise'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'
import { galleryKeys } from './widget-gallery'

export type Widget = ServiceSchemas<'widgets'>['schemas']['Widget']

/** Widgets per page of the online products list. */
export const widgetsPageSize = 10

export const widgetKeys = {
  all: ['widgets'] as const,
  lists: () => [...widgetKeys.all, 'list'] as const,
  list: (page: number) => [...widgetKeys.lists(), { page }] as const,
  details: () => [...widgetKeys.all, 'detail'] as const,
  detail: (productCode: string) => [...widgetKeys.details(), productCode] as const,
  /** The mutation key of every widget deletion: the deletions live in the query client, above the pages. */
  deletions: () => [...widgetKeys.all, 'delete'] as const,
}

/**
 * GET /v1/widget/all: one page of the customer's widgets and the total, asked for with offset (page-1)*size and
 * only the photo-book article types (spec §9). The page on screen stays while the next one loads.
 */
export function widgetsPageQuery(client: ServiceClient<'widgets'>, page: number) {
  return queryOptions({
    queryKey: widgetKeys.list(page),
    queryFn: () =>
      dataOf(
        client.GET('/v1/widget/all', {
          params: {
            query: {
              offset: (page - 1) * widgetsPageSize,
              limit: widgetsPageSize,
              articleTypes: [...photoBookArticleTypes],
            },
          },
          // The contract's form style without explode: articleTypes=A,B,C.
          querySerializer: { array: { style: 'form', explode: false } },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** One page of the customer's photo-book widgets and their total. */
export function useWidgetsPage(page: number) {
  return useQuery(widgetsPageQuery(useServiceClient('widgets'), page))
}

/** Whether a failed widget load means "no such widget" (spec §7: 401 means none; 404 means the same). */
export function isNoWidget(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 404)
}

/** GET /v1/widget/{id}: one widget, or null when the customer has none with this product code (401 or 404). */
export function widgetQuery(client: ServiceClient<'widgets'>, productCode: string) {
  return queryOptions({
    queryKey: widgetKeys.detail(productCode),
    queryFn: async (): Promise<Widget | null> => {
      try {
        return await dataOf(client.GET('/v1/widget/{id}', { params: { path: { id: productCode } } }))
      } catch (error) {
        if (isNoWidget(error)) return null
        throw error
      }
    },
  })
}

/** One widget, or null when the customer has none with this product code. */
export function useWidget(productCode: string) {
  return useQuery(widgetQuery(useServiceClient('widgets'), productCode))
}

/** The widget as a call answered it, in its own cache entry and in every list page that holds it. */
function remember(queryClient: QueryClient, widget: Widget) {
  queryClient.setQueryData(widgetKeys.detail(widget.productCode), widget)
  queryClient.setQueriesData<{ widgets: Widget[]; total: number }>(
    { queryKey: widgetKeys.lists() },
    (page) =>
      page
        ? {
            ...page,
            widgets: page.widgets.map((each) => (each.productCode === widget.productCode ? widget : each)),
          }
        : page,
  )
}

/**
 * DELETE /v1/widget/{id}; then the list is loaded again (spec §4: delete, then reload). The variables are the
 * product code, so the deletions' states can be read from the query client by code (`widgetKeys.deletions()`).
 */
export function deleteWidgetMutation(client: ServiceClient<'widgets'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: widgetKeys.deletions(),
    mutationFn: async (productCode: string) => {
      await dataOf(client.DELETE('/v1/widget/{id}', { params: { path: { id: productCode } } }))
      return productCode
    },
    onSuccess: async (productCode) => {
      queryClient.removeQueries({ queryKey: widgetKeys.detail(productCode) })
      await queryClient.invalidateQueries({ queryKey: widgetKeys.lists() })
    },
  })
}

/**
 * Sends a widget's deletion as a mutation of the query client, not of a component: it runs, and its state is kept
 * (`useWidgetDeletionStates`), whether or not the screen that sent it is still there. `onError` is told of a failure
 * even then. The answer is stable, so a timer or a clean-up can keep it.
 */
export function useDeleteWidget() {
  const client = useServiceClient('widgets')
  const queryClient = useQueryClient()
  return useCallback(
    (productCode: string, { onError }: { onError: (error: Error) => void }) => {
      const observer = new MutationObserver(queryClient, {
        ...deleteWidgetMutation(client, queryClient),
        retry: false,
        onError,
      })
      observer
        .mutate(productCode)
        .catch(() => undefined)
        // The mutation stays in the cache (for the list to show) without this observer holding on to it.
        .finally(() => observer.reset())
    },
    [client, queryClient],
  )
}

/** Every widget deletion the query client knows of, oldest first: its product code and status. */
export function useWidgetDeletionStates() {
  return useMutationState({
    filters: { mutationKey: widgetKeys.deletions() },
    select: (mutation) => ({
      productCode: mutation.state.variables as string,
      status: mutation.state.status,
      error: mutation.state.error,
    }),
  })
}

/** The share form's values (spec §3: vendorId, SenderName, RecipientEmail, PersonalMessage). */
export interface WidgetShare {
  vendorId: string
  senderName: string
  recipientEmail: string
  personalMessage: string
}

/** Standard base64 (RFC 4648, padded) of the UTF-8 text: the recipient's e-mail as sharing sends it (spec §5). */
export function base64Of(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** PUT /v1/widget/{id}/share: e-mails the widget's link to the recipient (base64 encoded) on the sender's behalf. */
export function shareWidgetMutation(
  client: ServiceClient<'widgets'>,
  queryClient: QueryClient,
  productCode: string,
) {
  return mutationOptions({
    mutationFn: (share: WidgetShare) =>
      dataOf(
        client.PUT('/v1/widget/{id}/share', {
          params: {
            path: { id: productCode },
            query: {
              vendorId: share.vendorId,
              fromName: share.senderName,
              toEmailAddress: base64Of(share.recipientEmail),
              ...(share.personalMessage ? { personalMessage: share.personalMessage } : {}),
            },
          },
        }),
      ),
    onSuccess: (widget) => remember(queryClient, widget),
  })
}

/** Shares the widget by e-mail. */
export function useShareWidget(productCode: string) {
  return useOnceMutation(shareWidgetMutation(useServiceClient('widgets'), useQueryClient(), productCode))
}

/** POST /v1/widget/{id} with { isShared: false }: the widget's link stops working and it leaves the galleries. */
export function unshareWidgetMutation(
  client: ServiceClient<'widgets'>,
  queryClient: QueryClient,
  productCode: string,
) {
  return mutationOptions({
    mutationFn: () =>
      dataOf(
        client.POST('/v1/widget/{id}', {
          params: { path: { id: productCode } },
          body: { isShared: false },
        }),
      ),
    onSuccess: (widget) => {
      remember(queryClient, widget)
      // Unsharing takes the widget out of every gallery.
      queryClient.setQueriesData({ queryKey: galleryKeys.entries(productCode) }, null)
    },
  })
}

/** Stops sharing the widget. */
export function useUnshareWidget(productCode: string) {
  return useOnceMutation(unshareWidgetMutation(useServiceClient('widgets'), useQueryClient(), productCode))
}
