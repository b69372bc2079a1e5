import { AlbumsTab } from '../albums/albums-tab'
import { BackToHomeLink } from './back-link'
import { PhotoLibraryHeader } from './photo-library-header'

/**
 * The album screen loads from this module too (router.tsx): one chunk for both album routes keeps the modules they
 * share with the photos page (header, photo cell, sort) in one chunk of that page, not several (bundle budget).
 */
export { AlbumPage } from '../albums/album-page'
export { SharedAlbumPage } from '../shared-albums/shared-album-page'

/** /my-photos/albums: the library header and the Albums tab. */
export function AlbumsPage() {
  return (
    <div className="page">
      <BackToHomeLink />
      <PhotoLibraryHeader />
      <AlbumsTab />
    </div>
  )
}
