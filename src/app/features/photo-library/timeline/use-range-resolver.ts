import { useCallback } from 'react'
import type { RangeResolver } from '#app/photos/selection/range-selection'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import { useMonthsPhotoIds } from '#app/queries/photos/ids-of-range'
import { useCachedMonthPhotos } from '#app/queries/photos/timeline'
import { type LoadedMonth, photoRange } from './photo-range'

function loadedMonth(month: ReturnType<ReturnType<typeof useCachedMonthPhotos>>): LoadedMonth {
  return {
    ids: month?.pages.flatMap((page) => page.images.map((photo) => photo.imageId)) ?? [],
    complete: month !== undefined && month.pages.length > 0 && !month.pages.at(-1)!.cursor,
  }
}

/**
 * The timeline's ranges (photo-range.ts): what the cache holds of each month, and for the months it does not hold
 * in full, every id as a month's Select all asks for them (pages of 500, never the timeline's pages of 24).
 */
export function useRangeResolver(sections: readonly TimelineSection[], sort: PhotoSort): RangeResolver {
  const cachedMonth = useCachedMonthPhotos()
  const loadMonths = useMonthsPhotoIds()
  return useCallback(
    (from, to, signal) =>
      photoRange(
        sections,
        (section) => loadedMonth(cachedMonth(section, sort)),
        (missing) => loadMonths(missing, sort, signal),
        from,
        to,
      ),
    [sections, sort, cachedMonth, loadMonths],
  )
}
