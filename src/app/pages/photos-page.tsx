import { ActivationProvider } from '#app/features/import/activation-context'
import { ActivationNotice } from '#app/features/import/activation-notice'
import { AddPhotosButton } from '#app/features/import/add-photos-button'
import { BackToHomeLink } from '#app/features/photo-library/back-link'
import { PhotoLibraryHeader } from '#app/features/photo-library/photo-library-header'
import { Timeline } from '#app/features/photo-library/timeline/timeline'
import { WelcomeBanner } from '#app/features/photo-library/welcome-banner'
import { SelectControl } from '#app/photos/selection/select-control'
import { SelectionProvider } from '#app/photos/selection/selection-context'
import { SortSelect } from '#app/photos/sort-select'
import { usePersistedSort } from '#app/photos/use-persisted-sort'
import { LazySelectionToolbar } from './lazy-selection-toolbar'
import { LazyStorageStatusButton } from './lazy-storage-status'

/**
 * /my-photos/photos: the library header, sort and selection controls, the timeline (with its scrubber and `?` for the
 * keyboard shortcuts) and the selection toolbar.
 */
export function PhotosPage() {
  const [sort, setSort] = usePersistedSort('photos')
  return (
    <ActivationProvider>
      <SelectionProvider>
        <div className="page">
          <BackToHomeLink />
          <PhotoLibraryHeader StorageStatus={LazyStorageStatusButton} />
          <ActivationNotice />
          <WelcomeBanner />
          <div className="library-toolbar">
            <AddPhotosButton />
            <SortSelect value={sort} onChange={setSort} />
            <SelectControl />
          </div>
          <Timeline key={`${sort.sortKey}.${sort.sortOrder}`} sort={sort} />
          <LazySelectionToolbar />
        </div>
      </SelectionProvider>
    </ActivationProvider>
  )
}
