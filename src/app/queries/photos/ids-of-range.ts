import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ServiceClient } from '#app/api/clients'
import { useServiceClient } from '#app/queries/service-clients'
import { monthPhotoIds } from './ids-of-month'
import { noteMonthOfPhotos } from './known-photo-months'
import type { PhotoMonth, PhotoSort } from './types'

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

/**
 * monthsPhotoIds with the photo service's client: (months, sort, signal) → every photo id of each month, each noted
 * with its month for a deletion of photos whose pages were never loaded.
 */
export function useMonthsPhotoIds(): (
  months: readonly PhotoMonth[],
  sort: PhotoSort,
  signal: AbortSignal,
) => Promise<string[][]> {
  const queryClient = useQueryClient()
  const client = useServiceClient('photos')
  return useCallback(
    async (months, sort, signal) => {
      const ids = await monthsPhotoIds(client, months, sort, signal)
      for (const [index, month] of months.entries()) noteMonthOfPhotos(queryClient, ids[index] ?? [], month)
      return ids
    },
    [queryClient, client],
  )
}
