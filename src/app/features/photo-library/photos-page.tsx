import { FormattedMessage } from 'react-intl'
import { ActivationProvider } from '../import/activation-context'
import { ActivationNotice } from '../import/activation-notice'
import { AddPhotosButton } from '../import/add-photos-button'
import { BackToHomeLink } from './back-link'
import { PhotoLibraryHeader } from './photo-library-header'
import { SelectionProvider, useSelection } from './selection/selection-context'
import { SelectionToolbar } from './selection/selection-toolbar'
import { useSelectionDownload } from './selection/use-selection-download'
import { SortSelect } from './timeline/sort-select'
import { Timeline } from './timeline/timeline'
import { usePersistedSort } from './timeline/use-persisted-sort'
import { WelcomeBanner } from './welcome-banner'

function SelectControl() {
  const selection = useSelection()
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-pressed={selection.selecting}
      onClick={selection.selecting ? selection.stop : selection.start}
    >
      <FormattedMessage id={selection.selecting ? 'photos.cancel' : 'photos.select'} />
    </button>
  )
}

/** /my-photos/photos: the library header, sort and selection controls, the timeline and the selection toolbar. */
export function PhotosPage() {
  const [sort, setSort] = usePersistedSort('photos')
  const download = useSelectionDownload()
  return (
    <ActivationProvider>
      <SelectionProvider>
        <div className="page">
          <BackToHomeLink />
          <PhotoLibraryHeader />
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
