import { PhotoLibraryHeader } from './photo-library-header'

/** /my-photos/albums. The album tiles below the header arrive with the albums issue. */
export function AlbumsPage() {
  return (
    <div className="page">
      <PhotoLibraryHeader />
    </div>
  )
}
