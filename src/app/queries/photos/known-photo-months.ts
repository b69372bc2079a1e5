import type { QueryClient } from '@tanstack/react-query'
import type { PhotoMonth } from './types'

/** A photo's month as the timeline summary names it: [year, month]. */
type SummaryMonth = [string, string]

/**
 * The month each photo fetched by a select-all belongs to, as the service grouped it: one map per query client, so a
 * session's (or a test's) photos never count in another's.
 */
const knownMonthsByClient = new WeakMap<QueryClient, Map<string, SummaryMonth>>()

function knownMonths(queryClient: QueryClient): Map<string, SummaryMonth> {
  let months = knownMonthsByClient.get(queryClient)
  if (!months) {
    months = new Map()
    knownMonthsByClient.set(queryClient, months)
  }
  return months
}

/** Notes the month of photos a select-all fetched: deleting them lowers its count (library-removal-caches.ts). */
export function noteMonthOfPhotos(
  queryClient: QueryClient,
  photoIds: readonly string[],
  month: PhotoMonth,
): void {
  const months = knownMonths(queryClient)
  for (const photoId of photoIds) months.set(photoId, [String(month.year), String(month.month)])
}

/** The month of a photo a select-all fetched (its page may never have been loaded), if known. */
export function knownMonthOf(queryClient: QueryClient, photoId: string): SummaryMonth | undefined {
  return knownMonthsByClient.get(queryClient)?.get(photoId)
}
