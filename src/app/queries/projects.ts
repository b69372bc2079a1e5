import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

export type SavedProject = ServiceSchemas<'projects'>['schemas']['SavedProject']

/** Saved projects per page (docs/requirements/constants.md#constants-list-sizes). */
export const projectsPageSize = 10

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (accountId: string, page: number) => [...projectKeys.lists(), { accountId, page }] as const,
}

/**
 * GET /api/v2/projects/{accountId}: one page of saved projects and the total. While the next page loads, the one
 * on screen stays (no flash of a spinner between pages).
 */
export function projectsPageQuery(client: ServiceClient<'projects'>, accountId: string, page: number) {
  return queryOptions({
    queryKey: projectKeys.list(accountId, page),
    queryFn: () =>
      dataOf(
        client.GET('/api/v2/projects/{accountId}', {
          params: {
            path: { accountId },
            query: { skip: (page - 1) * projectsPageSize, limit: projectsPageSize },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** One page of the account's saved projects; nothing is asked for until the account id is known. */
export function useProjectsPage(accountId: string | undefined, page: number) {
  return useQuery({
    ...projectsPageQuery(useServiceClient('projects'), accountId ?? '', page),
    enabled: accountId !== undefined,
  })
}

/** DELETE /api/v2/project/{id}; every page is fetched again, since the ones after it shift by one. */
export function deleteProjectMutation(client: ServiceClient<'projects'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (projectId: string) => {
      await dataOf(client.DELETE('/api/v2/project/{id}', { params: { path: { id: projectId } } }))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  })
}

/**
 * Deletes a saved project; the variables are its id. `onError` is the mutation's own callback: it runs even when the
 * screen that asked has gone.
 */
export function useDeleteProject({ onError }: { onError?: (error: Error) => void } = {}) {
  return useOnceMutation({
    ...deleteProjectMutation(useServiceClient('projects'), useQueryClient()),
    onError,
  })
}
