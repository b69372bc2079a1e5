import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { RangeResolver } from '#app/photos/selection/range-selection'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import { useMonthsPhotoIds } from '#app/queries/month-photo-ids'
import { cachedMonthPhotos } from '#app/queries/photo-timeline'
import type { LoadedMonth } from './photo-range'

type RangeCode = typeof import('./photo-range')
let rangeCode: RangeCode | undefined
/**
 * The range code loads with selection mode (RangeSelectionProvider's preload), not with the page (DESIGN §8: the JS
 * before the first thumbnail).
 */
export const loadRangeCode = async (): Promise<RangeCode> => {
  rangeCode ??= await import('./photo-range')
  return rangeCode
}

function loadedMonth(queryClient: QueryClient, section: TimelineSection, sort: PhotoSort): LoadedMonth {
  const month = cachedMonthPhotos(queryClient, section, sort)
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
  const queryClient = useQueryClient()
  const loadMonths = useMonthsPhotoIds()
  return useCallback(
    (from, to, signal) => {
      const range = ({ photoRange }: RangeCode) =>
        photoRange(
          sections,
          (section) => loadedMonth(queryClient, section, sort),
          (missing) => loadMonths(missing, sort, signal),
          from,
          to,
        )
      return rangeCode ? range(rangeCode) : loadRangeCode().then(range)
    },
    [sections, sort, queryClient, loadMonths],
  )
}
