import { defaultScheduler, type InfiniteData, notifyManager, type QueryClient } from '@tanstack/react-query'
import { photoKeys } from './keys'
import { knownMonthOf } from './known-photo-months'
import type { CacheSnapshot, RemovalCaches } from './removal'
import type { Photo } from './types'

interface PhotoPage {
  cursor?: string | null
  images: Photo[]
}

function isPhotoPages(data: unknown): data is InfiniteData<PhotoPage> {
  const pages = (data as InfiniteData<PhotoPage> | undefined)?.pages
  return Array.isArray(pages) && pages.every((page) => Array.isArray(page?.images))
}

function monthOf(photo: Photo): [string, string] {
  if (!photo.dateTaken) return ['1970', '1']
  const date = new Date(photo.dateTaken)
  return [String(date.getUTCFullYear()), String(date.getUTCMonth() + 1)]
}

/**
 * Runs `update` and tells the screens in the same task, not in the next one as the query client does: so photos
 * taken out in a click handler are gone in the next frame.
 */
function notifyingAtOnce<T>(update: () => T): T {
  notifyManager.setScheduler((callback) => callback())
  try {
    return notifyManager.batch(update)
  } finally {
    notifyManager.setScheduler(defaultScheduler)
  }
}

/**
 * Takes the photos out of every cached list of the library at once (months, lists), and out of the counts and the
 * timeline summary. Returns what the caches held before, to put back on failure.
 */
export function removePhotosFromCaches(
  queryClient: QueryClient,
  photoIds: ReadonlySet<string>,
): CacheSnapshot {
  return notifyingAtOnce(() => takeOutOfCaches(queryClient, photoIds))
}

function takeOutOfCaches(queryClient: QueryClient, photoIds: ReadonlySet<string>): CacheSnapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: photoKeys.all })
  const removed = new Map<string, Photo>()
  for (const [key, data] of snapshot) {
    if (!isPhotoPages(data)) continue
    queryClient.setQueryData<InfiniteData<PhotoPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        images: page.images.filter((photo) => {
          if (!photoIds.has(photo.imageId)) return true
          removed.set(photo.imageId, photo)
          return false
        }),
      })),
    })
  }
  queryClient.setQueryData<{ photosCount: number; albumsCount: number }>(
    photoKeys.accountCounts(),
    (counts) =>
      counts ? { ...counts, photosCount: Math.max(0, counts.photosCount - photoIds.size) } : counts,
  )
  queryClient.setQueryData<{ timeline: Record<string, Record<string, number>> }>(
    photoKeys.timeline(),
    (summary) => {
      if (!summary) return summary
      const timeline = structuredClone(summary.timeline)
      // Every photo leaves its month's count, also those of a select-all whose pages were never loaded: else the
      // month would still expect them and load them again while the deletion runs.
      for (const photoId of photoIds) {
        const photo = removed.get(photoId)
        const [year, month] = photo ? monthOf(photo) : (knownMonthOf(queryClient, photoId) ?? [])
        const months = year ? timeline[year] : undefined
        if (month && months?.[month] !== undefined) months[month] = Math.max(0, months[month] - 1)
      }
      return { timeline }
    },
  )
  return snapshot
}

/**
 * Puts the caches back as they were, then takes out again the photos that really were deleted; the screens are told
 * in this task, as on removal, so the photos are back in the next frame
 * (docs/requirements/budgets.md#budgets-optimistic-deletion).
 */
export function restoreCaches(
  queryClient: QueryClient,
  snapshot: CacheSnapshot,
  deletedAnyway: ReadonlySet<string>,
): void {
  notifyingAtOnce(() => {
    for (const [key, data] of snapshot) queryClient.setQueryData(key, data)
    if (deletedAnyway.size > 0) takeOutOfCaches(queryClient, deletedAnyway)
  })
}

/** The library's lists, counts and timeline summary, as one removal changes them (removal.ts). */
export function libraryRemovalCaches(queryClient: QueryClient): RemovalCaches {
  return {
    loading: () => queryClient.isFetching({ queryKey: photoKeys.all }) > 0,
    cancelLoading: () => queryClient.cancelQueries({ queryKey: photoKeys.all }),
    takeOut: (photoIds) => removePhotosFromCaches(queryClient, photoIds),
    putBack: (snapshot, keepOut) => restoreCaches(queryClient, snapshot, keepOut),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: photoKeys.accountCounts() })
      void queryClient.invalidateQueries({ queryKey: photoKeys.timeline(), exact: true })
    },
  }
}
