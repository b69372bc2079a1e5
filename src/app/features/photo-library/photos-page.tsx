import { PhotoLibraryHeader } from './photo-library-header'

/** /my-photos/photos. The timeline below the header arrives with the photo library issue. */
export function PhotosPage() {
  return (
    <div className="page">
      <PhotoLibraryHeader />
    </div>
  )
}
