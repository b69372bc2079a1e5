import { useParams } from 'react-router'
import { AlbumPageFrame } from '#app/photos/album-page/album-page-frame'
import { SelectControl } from '#app/photos/selection/select-control'
import { usePlatform } from '#app/platform/platform-context'
import '#app/photos/albums.css'
import { LazyPhotoGridShortcuts } from '#app/photos/shortcuts/lazy-photo-grid-shortcuts'
import { useSharedAlbum } from '#app/queries/shared-albums'
import { NoLongerSupportedBanner } from './no-longer-supported-banner'
import { SharedAlbumDownloads } from './shared-album-downloads'
import { SharedAlbumHeader } from './shared-album-header'
import { SharedAlbumPhotos } from './shared-album-photos'
import { sharedAlbumRole } from './shared-album-role'
import { SharedAlbumSelectionToolbar } from './shared-album-selection'
import './shared-albums.css'

/** sharedAlbum (/my-photos/shared-albums/:id): a legacy shared album, read-only but for download and delete. */
export function SharedAlbumPage() {
  const { id = '' } = useParams()
  const { identity } = usePlatform()
  const album = useSharedAlbum(id)

  return (
    <AlbumPageFrame album={album}>
      {(loaded) => (
        <SharedAlbumDownloads albumId={loaded.albumId}>
          <div className="page album-page shared-album-page">
            <SharedAlbumHeader album={loaded} role={sharedAlbumRole(loaded, identity?.sub)} />
            <NoLongerSupportedBanner />
            <SharedAlbumPhotos albumId={loaded.albumId} toolbar={<SelectControl />} />
            <SharedAlbumSelectionToolbar />
            <LazyPhotoGridShortcuts />
          </div>
        </SharedAlbumDownloads>
      )}
    </AlbumPageFrame>
  )
}
