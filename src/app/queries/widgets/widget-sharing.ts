import { mutationOptions, type QueryClient, useQueryClient } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '../service-clients'
import { useOnceMutation } from '../use-once-mutation'
import { galleryKeys } from '../widget-gallery'
import { type Widget, widgetKeys } from './widget-keys'

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
 * The share form's values (docs/requirements/online-products.md#online-products-share: vendorId, SenderName,
 * RecipientEmail, PersonalMessage).
 */
export interface WidgetShare {
  vendorId: string
  senderName: string
  recipientEmail: string
  personalMessage: string
}

/**
 * Standard base64 (RFC 4648, padded) of the UTF-8 text: the recipient's e-mail as sharing sends it
 * (docs/requirements/online-products.md#online-products-share).
 */
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
