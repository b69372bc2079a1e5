import { infiniteQueryOptions } from '@tanstack/react-query'
import type { ServiceClient, ServiceSchemas } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import type { PhotoSort } from '#app/photos/timeline-model'
import { photoLibraryKeys } from '#app/queries/photos'

export type Photo = ServiceSchemas<'photos'>['schemas']['Photo']

/** Photos per page of GET /photos, the list-based preview's source (spec §9: photos 500). */
export const photosPageSize = 500
/** Photos per month page of the timeline-based preview. */
export const previewPageSize = 100
/** How many pages the preview reads looking for the selected photo before it gives up and goes back to the list. */
export const maxPagesToFind = 50

/** GET /photos in the user's sort, page by page (cursor; null on the last page). */
export function previewPhotosQuery(client: ServiceClient<'photos'>, sort: PhotoSort) {
  return infiniteQueryOptions({
    queryKey: [...photoLibraryKeys.all, 'preview-photos', sort.sortKey, sort.sortOrder],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      dataOf(
        client.GET('/photos', {
          params: {
            query: {
              limit: photosPageSize,
              sortKey: sort.sortKey,
              sortOrder: sort.sortOrder,
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.cursor ?? undefined,
  })
}
