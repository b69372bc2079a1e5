import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import { noteMonthOfPhotos } from './known-photo-months'
import type { PhotoMonth, PhotoSort } from './types'

/** Every photo id of a month, in pages of 500 (the service's largest), for the month's select-all. */
export async function monthPhotoIds(
  client: ServiceClient<'photos'>,
  section: PhotoMonth,
  sort: PhotoSort,
  signal?: AbortSignal,
): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await dataOf(
      client.GET('/photos/timeline/{year}/{month}', {
        params: {
          path: { year: section.year, month: section.month },
          query: {
            limit: 500,
            sortKey: sort.sortKey,
            sortOrder: sort.sortOrder,
            ...(cursor ? { cursor } : {}),
          },
        },
        ...(signal ? { signal } : {}),
      }),
    )
    ids.push(...page.images.map((photo) => photo.imageId))
    cursor = page.cursor ?? undefined
  } while (cursor)
  return ids
}

/**
 * monthPhotoIds with the photo service's client: (month, sort) → every photo id of the month, each noted with its
 * month for a deletion of photos whose pages were never loaded.
 */
export function useMonthPhotoIds(): (month: PhotoMonth, sort: PhotoSort) => Promise<string[]> {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useCallback(
    async (month, sort) => {
      const ids = await monthPhotoIds(client, month, sort)
      noteMonthOfPhotos(queryClient, ids, month)
      return ids
    },
    [queryClient, client],
  )
}
