import { useSelection } from '#app/photos/selection/selection-context'
import { usePrimaryContentShown } from '#app/platform/primary-content'
import { lazyPart } from '#app/ui/lazy-part'
import type { TimelineToolsProps } from './timeline-tools'

const TimelineTools = lazyPart(() => import('./timeline-tools').then((m) => m.default))

/**
 * The date scrubber and Shift-click ranges (timeline-tools.tsx), loaded once the first thumbnails are there or
 * selection mode starts, whichever comes first: the JS before the first thumbnails is budgeted (.size-limit.cjs). Drawn
 * as soon as their code has come (decision 0066).
 */
export function LazyTimelineTools(props: Omit<TimelineToolsProps, 'selection'>) {
  const selection = useSelection()
  selection.rangeSlot.offered = true
  const ready = usePrimaryContentShown(window.location.pathname)
  if (!ready && !selection.selecting) return null
  return <TimelineTools selection={selection} {...props} />
}
