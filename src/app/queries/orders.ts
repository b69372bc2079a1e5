import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { isApiError } from '#app/api/api-error'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { ordersFilter } from '#app/platform/orders-page-requests'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

type Schemas = ServiceSchemas<'orders'>['schemas']

export type OrderStatus = Schemas['OrderStatus']
export type OrderListItem = Schemas['SuperOrderListItem']
export type OrderListProduct = Schemas['SuperOrderListProduct']
export type OrderProduct = Schemas['Order']
export type DeliveryAddress = Schemas['DeliveryAddress']
export type OrderAddress = Schemas['Address']
export type ProductVoucher = Schemas['ProductVoucher']

/**
 * An order as the app names it (docs/requirements/entities.md#entities-order): superOrderCode becomes orderCode,
 * orders become products, orderCount becomes productCount.
 */
export interface OrderDetails {
  orderCode: string
  createdAt: string
  source: Schemas['Source']
  productCount: number
  products: OrderProduct[]
  deliveryType: Schemas['DeliveryType']
  deliveryAddress: DeliveryAddress
}

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filter: typeof ordersFilter) => [...orderKeys.lists(), filter] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderCode: string) => [...orderKeys.details(), orderCode] as const,
}

/**
 * GET /v2/superorders/me with Offset 0, Limit 100 and OrderState=notExpired
 * (docs/requirements/services.md#services-orders).
 */
export function ordersQuery(client: ServiceClient<'orders'>) {
  return queryOptions({
    queryKey: orderKeys.list(ordersFilter),
    queryFn: () => dataOf(client.GET('/v2/superorders/me', { params: { query: ordersFilter } })),
  })
}

/** The customer's orders (the list's one request). */
export function useOrders() {
  return useQuery(ordersQuery(useServiceClient('orders')))
}

export function orderDetailsOf(order: Schemas['SuperOrder']): OrderDetails {
  return {
    orderCode: order.superOrderCode,
    createdAt: order.createdAt,
    source: order.source,
    productCount: order.orderCount,
    products: order.orders,
    deliveryType: order.deliveryType,
    deliveryAddress: order.deliveryAddress,
  }
}

/** GET /v1/superorders/{code}, renamed as the app names it; null when the lookup answers nothing (404). */
export function orderDetailsQuery(client: ServiceClient<'orders'>, orderCode: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderCode),
    queryFn: async (): Promise<OrderDetails | null> => {
      try {
        return orderDetailsOf(
          await dataOf(client.GET('/v1/superorders/{code}', { params: { path: { code: orderCode } } })),
        )
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null
        throw error
      }
    },
  })
}

/** One order's details; null when there is no such order. */
export function useOrderDetails(orderCode: string) {
  return useQuery(orderDetailsQuery(useServiceClient('orders'), orderCode))
}

/**
 * PUT /v1/superorders/{code}/deliveryAddress: the answer's address (with its change state, SuccessfulUpdate or
 * RequestSent) replaces the order's in the cache, and the list is fetched again.
 */
export function changeDeliveryAddressMutation(
  client: ServiceClient<'orders'>,
  queryClient: QueryClient,
  orderCode: string,
) {
  return mutationOptions({
    mutationFn: (address: OrderAddress) =>
      dataOf(
        client.PUT('/v1/superorders/{code}/deliveryAddress', {
          params: { path: { code: orderCode } },
          body: { address },
        }),
      ),
    onSuccess: (deliveryAddress) => {
      queryClient.setQueryData(orderKeys.detail(orderCode), (order: OrderDetails | null | undefined) =>
        order ? { ...order, deliveryAddress } : order,
      )
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

/** Changes the order's delivery address (sent once however often it is asked for). */
export function useChangeDeliveryAddress(orderCode: string) {
  return useOnceMutation(
    changeDeliveryAddressMutation(useServiceClient('orders'), useQueryClient(), orderCode),
  )
}

/** POST /v1/Orders/{productCode}/voucher/refresh: the product's voucher, renewed when it had expired. */
export function refreshVoucherMutation(
  client: ServiceClient<'orders'>,
  queryClient: QueryClient,
  orderCode: string,
) {
  return mutationOptions({
    mutationFn: (productCode: string) =>
      dataOf(client.POST('/v1/Orders/{productCode}/voucher/refresh', { params: { path: { productCode } } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.detail(orderCode), (order: OrderDetails | null | undefined) =>
        order
          ? {
              ...order,
              products: order.products.map((product) =>
                product.code === answer.code
                  ? { ...product, voucher: answer.voucher, voucherDetails: answer.voucherDetails }
                  : product,
              ),
            }
          : order,
      )
    },
  })
}

/** Renews an order's product voucher; the variables are the product code. */
export function useRefreshVoucher(orderCode: string) {
  return useOnceMutation(refreshVoucherMutation(useServiceClient('orders'), useQueryClient(), orderCode))
}
