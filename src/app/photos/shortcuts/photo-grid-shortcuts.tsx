import { useGridArrowKeys } from '../grid-arrow-keys'
import { useGridTabStop } from '../grid-tab-stop'
import { useSelection } from '../selection/selection-context'
import type { SheetScreens } from './keys'
import { selectionKeys } from './selection-keys'
import { timelineKeys } from './timeline-keys'
import { useShortcutSheet } from './use-shortcut-sheet'

// In selection mode Enter chooses a photo as Space does (the cell is a checkbox): the grid's 'open' is not listed.
const { open: _, ...timelineWhileSelecting } = timelineKeys

/**
 * `?` on a photo grid: the sheet lists the grid's keys, then `more` (the timeline's date scrubber), and selection
 * mode's while it lasts. A default export, for
 * the photos screen loads it lazily with the timeline's tools (features/photo-library/timeline/timeline-tools.tsx).
 */
export default function PhotoGridShortcuts({ more = [] }: { more?: SheetScreens }) {
  useGridArrowKeys()
  useGridTabStop()
  return useShortcutSheet(
    useSelection().selecting
      ? [['timeline', timelineWhileSelecting], ...more, ['selection', selectionKeys]]
      : [['timeline', timelineKeys], ...more],
  )
}
