import { lazy, Suspense, useState } from 'react'
import { useSelection } from '#app/photos/selection/selection-context'

const SelectionToolbar = lazy(async () => {
  const [{ SelectionToolbar: Toolbar }, { useSelectionDownload }] = await Promise.all([
    import('#app/features/photo-library/selection/selection-toolbar'),
    import('#app/photos/selection/use-selection-download'),
  ])
  return {
    default: function ToolbarWithDownload() {
      return <Toolbar onDownload={useSelectionDownload()} />
    },
  }
})

/**
 * The photos' selection toolbar, with its deletion, download and copy code, loaded when selection mode first starts
 * instead of before the first thumbnails (the 150 kB of .size-limit.cjs). Once loaded it stays mounted: a deletion waiting in
 * its Undo window, or a download under way, outlives selection mode (decision 0028).
 */
export function LazySelectionToolbar() {
  const { selecting } = useSelection()
  const [wanted, setWanted] = useState(selecting)
  if (selecting && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <SelectionToolbar />
    </Suspense>
  )
}
