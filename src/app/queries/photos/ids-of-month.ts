import { useCallback } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { useServiceClient } from '#app/queries/service-clients'
import type { PhotoMonth, PhotoSort } from './types'

/** The month each photo fetched by a select-all belongs to, as the service grouped it: [year, month]. */
const monthOfPhoto = new Map<string, [string, string]>()

/** The month of a photo a select-all fetched (its page may never have been loaded), if known. */
export function knownMonthOf(photoId: string): [string, string] | undefined {
  return monthOfPhoto.get(photoId)
}

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
    for (const photo of page.images) {
      ids.push(photo.imageId)
      monthOfPhoto.set(photo.imageId, [String(section.year), String(section.month)])
    }
    cursor = page.cursor ?? undefined
  } while (cursor)
  return ids
}

/** monthPhotoIds with the photo service's client: (month, sort) → every photo id of the month. */
export function useMonthPhotoIds(): (month: PhotoMonth, sort: PhotoSort) => Promise<string[]> {
  const client = useServiceClient('photos')
  return useCallback((month, sort) => monthPhotoIds(client, month, sort), [client])
}
