import { FormattedMessage } from 'react-intl'
import { PagedPhotoGrid } from '#app/photos/paged-photo-grid'
import { defaultPhotoSort } from '#app/platform/photo-sort'
import { usePhotoList } from '#app/queries/photos/photo-list'
import { EmptyState } from '#app/ui/empty-state/empty-state'

/**
 * The library's photos as checkbox tiles (small thumbnails), newest taken first, page by page (GET /photos): what
 * 'Add photos' on an album chooses from. Needs a SelectionProvider in selection mode above it.
 */
export function LibraryPicker() {
  const photos = usePhotoList(defaultPhotoSort)
  return (
    <div className="library-picker">
      <PagedPhotoGrid
        photos={photos}
        loadErrorId="photos.loadError"
        viewportWidth={0}
        empty={
          <EmptyState>
            <FormattedMessage id="photos.empty" />
          </EmptyState>
        }
      />
    </div>
  )
}
