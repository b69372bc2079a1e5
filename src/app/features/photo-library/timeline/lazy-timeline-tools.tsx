import { lazy, Suspense } from 'react'
import { useSelection } from '#app/photos/selection/selection-context'
import { usePrimaryContentShown } from '#app/platform/primary-content'
import type { TimelineToolsProps } from './timeline-tools'

const TimelineTools = lazy(() => import('./timeline-tools'))

/**
 * The date scrubber and Shift-click ranges (timeline-tools.tsx), loaded once the first thumbnails are there or
 * selection mode starts, whichever comes first: the JS before the first thumbnails is budgeted (.size-limit.cjs).
 */
export function LazyTimelineTools(props: Omit<TimelineToolsProps, 'selection'>) {
  const selection = useSelection()
  selection.rangeSlot.offered = true
  const ready = usePrimaryContentShown(window.location.pathname)
  if (!ready && !selection.selecting) return null
  return (
    <Suspense fallback={null}>
      <TimelineTools selection={selection} {...props} />
    </Suspense>
  )
}
