import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export type SavedProject = ServiceSchemas<'projects'>['schemas']['SavedProject']

/** Saved projects per page (spec account-area §9). */
export const projectsPageSize = 10

export const projectKeys = {
  all: ['projects'] as const,
  page: (accountId: string, page: number) => [...projectKeys.all, accountId, 'page', page] as const,
}

/**
 * GET /api/v2/projects/{accountId}: one page of saved projects and the total. While the next page loads, the one
 * on screen stays (no flash of a spinner between pages).
 */
export function projectsPageQuery(client: ServiceClient<'projects'>, accountId: string, page: number) {
  return queryOptions({
    queryKey: projectKeys.page(accountId, page),
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

/** DELETE /api/v2/project/{id}; every page is fetched again, since the ones after it shift by one. */
export function deleteProjectMutation(client: ServiceClient<'projects'>, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (projectId: string) => {
      await dataOf(client.DELETE('/api/v2/project/{id}', { params: { path: { id: projectId } } }))
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  })
}
