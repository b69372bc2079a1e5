import { useRangeSelection } from '#app/photos/selection/range-selection'
import type { RangeSlotRef } from '#app/photos/selection/range-slot'
import type { Selection } from '#app/photos/selection/selection-context'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import { useRangeResolver } from './use-range-resolver'

/** The timeline's Shift-click ranges (decision 0035); loaded and mounted with selection mode (lazy-range-selection.tsx). */
export default function TimelineRangeSelection({
  selection,
  slot,
  sections,
  sort,
}: {
  selection: Selection
  slot: RangeSlotRef
  sections: readonly TimelineSection[]
  sort: PhotoSort
}) {
  useRangeSelection(selection, slot, useRangeResolver(sections, sort))
  return null
}
