import { lazy, Suspense } from 'react'
import { useRangeSlot } from '#app/photos/selection/range-slot'
import { useSelection } from '#app/photos/selection/selection-context'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'

const TimelineRangeSelection = lazy(() => import('./timeline-range-selection'))

/**
 * Shift-click ranges for the timeline while selection mode lasts: their code (the reducer's range steps excepted)
 * loads as selection mode starts, not before the first thumbnails (.size-limit.cjs), and leaving selection mode drops
 * a range still loading.
 */
export function LazyRangeSelection(props: { sections: readonly TimelineSection[]; sort: PhotoSort }) {
  const selection = useSelection()
  const slot = useRangeSlot()
  if (!selection.selecting || !slot) return null
  return (
    <Suspense fallback={null}>
      <TimelineRangeSelection selection={selection} slot={slot} {...props} />
    </Suspense>
  )
}
