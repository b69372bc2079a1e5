import { lazy } from 'react'
import { OnceSelecting } from '#app/photos/selection/once-selecting'

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
 * instead of before the first thumbnails (the 150 kB of .size-limit.cjs), and kept mounted after (OnceSelecting).
 */
export function LazySelectionToolbar() {
  return (
    <OnceSelecting>
      <SelectionToolbar />
    </OnceSelecting>
  )
}
