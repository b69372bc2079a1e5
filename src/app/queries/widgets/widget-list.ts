import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { photoBookArticleTypes } from '#app/api/merchandise'
import { useServiceClient } from '../service-clients'
import { widgetKeys } from './widget-keys'

/** Widgets per page of the online products list. */
export const widgetsPageSize = 10

/**
 * GET /v1/widget/all: one page of the customer's widgets and the total, asked for with offset (page-1)*size and only
 * the photo-book article types (docs/requirements/online-products.md#online-products-list). The page on screen stays
 * while the next one loads.
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
