import { AlbumsTab } from '#app/features/albums/albums-tab'
import { BackToHomeLink } from '#app/features/photo-library/back-link'
import { PhotoLibraryHeader } from '#app/features/photo-library/photo-library-header'
import { LazyStorageStatusButton } from './lazy-storage-status'

/** /my-photos/albums: the library header and the Albums tab. */
export function AlbumsPage() {
  return (
    <div className="page">
      <BackToHomeLink />
      <PhotoLibraryHeader StorageStatus={LazyStorageStatusButton} />
      <AlbumsTab />
    </div>
  )
}
