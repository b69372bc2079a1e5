import { ActivationProvider } from '../features/import/activation-context'
import { ActivationNotice } from '../features/import/activation-notice'
import { AddPhotosButton } from '../features/import/add-photos-button'
import { BackToHomeLink } from '../features/photo-library/back-link'
import { PhotoLibraryHeader } from '../features/photo-library/photo-library-header'
import { SelectionToolbar } from '../features/photo-library/selection/selection-toolbar'
import { Timeline } from '../features/photo-library/timeline/timeline'
import { WelcomeBanner } from '../features/photo-library/welcome-banner'
import { SelectControl } from '../photos/selection/select-control'
import { SelectionProvider } from '../photos/selection/selection-context'
import { useSelectionDownload } from '../photos/selection/use-selection-download'
import { SortSelect } from '../photos/sort-select'
import { usePersistedSort } from '../photos/use-persisted-sort'
import { LazyStorageStatusButton } from './lazy-storage-status'

/** /my-photos/photos: the library header, sort and selection controls, the timeline and the selection toolbar. */
export function PhotosPage() {
  const [sort, setSort] = usePersistedSort('photos')
  const download = useSelectionDownload()
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
          <SelectionToolbar onDownload={download} />
        </div>
      </SelectionProvider>
    </ActivationProvider>
  )
}
