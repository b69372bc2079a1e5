import { useRangeSelection } from '#app/photos/selection/range-selection'
import type { Selection } from '#app/photos/selection/selection-context'
import PhotoGridShortcuts from '#app/photos/shortcuts/photo-grid-shortcuts'
import { scrubberKeys } from '#app/photos/shortcuts/scrubber-keys'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import { DateScrubber, type DateScrubberProps } from './date-scrubber'
import { useRememberFirstMonth } from './remember-first-month'
import { useRangeResolver } from './use-range-resolver'

export interface TimelineToolsProps extends DateScrubberProps {
  selection: Selection
}

/** The timeline's Shift-click ranges (decision 0035), while selection mode lasts. */
function TimelineRangeSelection({
  selection,
  sections,
  sort,
}: {
  selection: Selection
  sections: readonly TimelineSection[]
  sort: PhotoSort
}) {
  useRangeSelection(selection, useRangeResolver(sections, sort))
  return null
}

/**
 * What the timeline offers beyond its photos, in one chunk loaded after them (lazy-timeline-tools.tsx): the date
 * scrubber for a library of more than one month, `?` for the keyboard shortcuts, Shift-click ranges in selection
 * mode, and the first month remembered for the next opening (remember-first-month.ts). The selection comes from
 * the timeline, whose chunk holds its code: importing its module here would split it into a chunk of its own on the
 * photos path.
 */
export default function TimelineTools({ selection, ...scrubber }: TimelineToolsProps) {
  useRememberFirstMonth(scrubber.sort, scrubber.sections)
  return (
    <>
      {scrubber.sections.length > 1 ? <DateScrubber {...scrubber} /> : null}
      <PhotoGridShortcuts more={scrubber.sections.length > 1 ? [['scrubber', scrubberKeys]] : []} />
      {selection.selecting ? (
        <TimelineRangeSelection selection={selection} sections={scrubber.sections} sort={scrubber.sort} />
      ) : null}
    </>
  )
}
