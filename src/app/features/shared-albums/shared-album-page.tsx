import { lazy } from 'react'
import { useParams } from 'react-router'
import { AlbumPageFrame } from '#app/photos/album-page/album-page-frame'
import { OnceSelecting } from '#app/photos/selection/once-selecting'
import { SelectControl } from '#app/photos/selection/select-control'
import { usePersistedSort } from '#app/photos/use-persisted-sort'
import { usePlatform } from '#app/platform/platform-context'
import '#app/photos/albums.css'
import { LazyPhotoGridShortcuts } from '#app/photos/shortcuts/lazy-photo-grid-shortcuts'
import { useSharedAlbum } from '#app/queries/shared-albums/shared-album'
import { useSharedAlbumPhotosAhead } from '#app/queries/shared-albums/shared-album-photos-ahead'
import { NoLongerSupportedBanner } from './no-longer-supported-banner'
import { SharedAlbumDownloads } from './shared-album-downloads'
import { SharedAlbumHeader } from './shared-album-header'
import { SharedAlbumPhotos } from './shared-album-photos'
import { sharedAlbumRole } from './shared-album-role'
import './shared-albums.css'

// Its download code loads when selection mode first starts (OnceSelecting).
const SharedAlbumSelectionToolbar = lazy(() =>
  import('./shared-album-selection').then((m) => ({ default: m.SharedAlbumSelectionToolbar })),
)

/** sharedAlbum (/my-photos/shared-albums/:id): a legacy shared album, read-only but for download and delete. */
export function SharedAlbumPage() {
  const { id = '' } = useParams()
  const { identity } = usePlatform()
  const album = useSharedAlbum(id)
  // The photos are asked for beside the album, in the sort SharedAlbumPhotos reads too.
  useSharedAlbumPhotosAhead(id, usePersistedSort('sharedAlbumPhotos')[0])

  return (
    <AlbumPageFrame album={album}>
      {(loaded) => (
        <SharedAlbumDownloads albumId={loaded.albumId}>
          <div className="page album-page shared-album-page">
            <SharedAlbumHeader album={loaded} role={sharedAlbumRole(loaded, identity?.sub)} />
            <NoLongerSupportedBanner />
            <SharedAlbumPhotos albumId={loaded.albumId} toolbar={<SelectControl />} />
            <OnceSelecting>
              <SharedAlbumSelectionToolbar />
            </OnceSelecting>
            <LazyPhotoGridShortcuts />
          </div>
        </SharedAlbumDownloads>
      )}
    </AlbumPageFrame>
  )
}
