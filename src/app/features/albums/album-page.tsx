import { lazy, useState } from 'react'
import { Navigate, useLocation, useParams } from 'react-router'
import { AlbumPageFrame } from '#app/photos/album-page/album-page-frame'
import { albumPath } from '#app/photos/album-path'
import { OrderPrintsBar } from '#app/photos/order-prints/order-prints-bar'
import { OrderPrintsProvider } from '#app/photos/order-prints/order-prints-mode'
import { OnceSelecting } from '#app/photos/selection/once-selecting'
import { SelectControl } from '#app/photos/selection/select-control'
import { LazyPhotoGridShortcuts } from '#app/photos/shortcuts/lazy-photo-grid-shortcuts'
import { usePersistedSort } from '#app/photos/use-persisted-sort'
import { usePlatform } from '#app/platform/platform-context'
import { useAlbumPhotosAhead } from '#app/queries/photos/album-photos-ahead'
import { useAlbum, useAlbumPhotoIds } from '#app/queries/photos/albums'
import { AddPhotosButton } from './add-photos/add-photos-button'
import { AddPhotosModal } from './add-photos/add-photos-modal'
import { AlbumHeader } from './album-header'
import { AlbumPhotos } from './album-photos'
import '#app/photos/albums.css'

// Its removal, copy, order-prints and download code loads when selection mode first starts (OnceSelecting).
const AlbumSelectionToolbar = lazy(() =>
  import('./album-selection').then((m) => ({ default: m.AlbumSelectionToolbar })),
)

/** album (/my-photos/albums/:id): the album's header and its photos; a shared album goes to its own route. */
export function AlbumPage() {
  const { id = '' } = useParams()
  const { search } = useLocation()
  const { flags } = usePlatform()
  const album = useAlbum(id)
  // The photos are asked for beside the album, in the sort AlbumPhotos reads too.
  useAlbumPhotosAhead(id, usePersistedSort('albumPhotos')[0])
  const loadAllPhotoIds = useAlbumPhotoIds(id)
  const [addingPhotos, setAddingPhotos] = useState(false)
  // An empty album offers Add photos once, in its empty state; until its photos are loaded, its count tells.
  const [photosEmpty, setPhotosEmpty] = useState<boolean | undefined>()

  return (
    <AlbumPageFrame album={album}>
      {(loaded) =>
        loaded.isShared && flags.SharedAlbumsViewEnabled ? (
          <Navigate to={`${albumPath(loaded, true)}${search}`} replace />
        ) : (
          <div className="page album-page">
            <AlbumHeader
              album={loaded}
              {...((photosEmpty ?? loaded.photosCount === 0)
                ? {}
                : { onAddPhotos: () => setAddingPhotos(true) })}
            />
            <AlbumPhotos
              albumId={loaded.albumId}
              toolbar={<SelectControl />}
              onEmptyChange={setPhotosEmpty}
              emptyAction={loaded.isShared ? null : <AddPhotosButton onClick={() => setAddingPhotos(true)} />}
            />
            <AddPhotosModal
              albumId={loaded.albumId}
              albumName={loaded.albumName}
              open={addingPhotos}
              onClose={() => setAddingPhotos(false)}
            />
            <OrderPrintsProvider>
              <OnceSelecting>
                <AlbumSelectionToolbar
                  albumId={loaded.albumId}
                  albumName={loaded.albumName}
                  readOnly={loaded.isShared}
                />
              </OnceSelecting>
              <OrderPrintsBar loadAllPhotoIds={loadAllPhotoIds} />
            </OrderPrintsProvider>
            <LazyPhotoGridShortcuts />
          </div>
        )
      }
    </AlbumPageFrame>
  )
}
