import {
  MutationObserver,
  mutationOptions,
  type QueryClient,
  useMutationState,
  useQueryClient,
} from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { onceWrite } from '../once-write'
import { useServiceClient } from '../service-clients'
import { widgetKeys } from './widget-keys'

/**
 * DELETE /v1/widget/{id} as one write per query client (onceWrite): the deletion outlives the screen that asked for
 * it, and so does what it remembers, so a deletion asked again after a failure of unknown outcome is the same attempt.
 */
const deletionsOf = new WeakMap<QueryClient, (productCode: string) => Promise<string>>()

function widgetDeletion(client: ServiceClient<'widgets'>, queryClient: QueryClient) {
  let deletion = deletionsOf.get(queryClient)
  if (!deletion) {
    deletion = onceWrite(async (productCode: string) => {
      await dataOf(client.DELETE('/v1/widget/{id}', { params: { path: { id: productCode } } }))
      return productCode
    })
    deletionsOf.set(queryClient, deletion)
  }
  return deletion
}

/**
 * DELETE /v1/widget/{id}; then the list is loaded again
 * (docs/requirements/online-products.md#online-products-delete). The variables are the product code, so the
 * deletions' states can be read from the query client by code (`widgetKeys.deletions()`).
 */
export function deleteWidgetMutation(client: ServiceClient<'widgets'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: widgetKeys.deletions(),
    mutationFn: widgetDeletion(client, queryClient),
    onSuccess: async (productCode) => {
      queryClient.removeQueries({ queryKey: widgetKeys.detail(productCode) })
      await queryClient.invalidateQueries({ queryKey: widgetKeys.lists() })
    },
  })
}

/**
 * Sends a widget's deletion as a mutation of the query client, not of a component: it runs, and its state is kept
 * (`useWidgetDeletionStates`), whether or not the screen that sent it is still there. `onError` is told of a failure
 * even then. A widget whose deletion is already under way is not sent again, and nothing is retried: the write is
 * onceWrite's, as useOnceMutation's are (offline it waits for the network; asked again after a failure of unknown
 * outcome, it carries the same Idempotency-Key). The answer is stable, so a timer or a clean-up can keep it.
 */
export function useDeleteWidget() {
  const client = useServiceClient('widgets')
  const queryClient = useQueryClient()
  return useCallback(
    (productCode: string, { onError }: { onError: (error: Error) => void }) => {
      const underWay = queryClient.getMutationCache().findAll({
        mutationKey: widgetKeys.deletions(),
        status: 'pending',
        predicate: (mutation) => mutation.state.variables === productCode,
      })
      if (underWay.length > 0) return
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
