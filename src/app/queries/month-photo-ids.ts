import { useCallback } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import type { PhotoMonth, PhotoSort } from './photos'
import { useServiceClient } from './service-clients'

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

/** Months asked for at once by a range: a long range does not fill the browser's six connections to the service. */
const monthsAtOnce = 3

/**
 * Every photo id of each month, as monthPhotoIds asks for one, three months at a time; in the months' order. For a
 * range selection across months not loaded; the first failure rejects and the months not yet asked for are not.
 */
export async function monthsPhotoIds(
  client: ServiceClient<'photos'>,
  months: readonly PhotoMonth[],
  sort: PhotoSort,
  signal: AbortSignal,
): Promise<string[][]> {
  const ids: string[][] = []
  // The first failure stops the others: the range fails as a whole.
  const failed = new AbortController()
  const stop = AbortSignal.any([signal, failed.signal])
  let next = 0
  const worker = async () => {
    try {
      while (next < months.length) {
        stop.throwIfAborted()
        const index = next++
        ids[index] = await monthPhotoIds(client, months[index]!, sort, stop)
      }
    } catch (error) {
      failed.abort()
      throw error
    }
  }
  await Promise.all(Array.from({ length: Math.min(monthsAtOnce, months.length) }, worker))
  return ids
}

/** monthsPhotoIds with the photo service's client: (months, sort, signal) → every photo id of each month. */
export function useMonthsPhotoIds(): (
  months: readonly PhotoMonth[],
  sort: PhotoSort,
  signal: AbortSignal,
) => Promise<string[][]> {
  const client = useServiceClient('photos')
  return useCallback((months, sort, signal) => monthsPhotoIds(client, months, sort, signal), [client])
}
