import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Navigate, useLocation, useParams } from 'react-router'
import { albumPath } from '#app/photos/album-path'
import { OrderPrintsBar } from '#app/photos/order-prints/order-prints-bar'
import { OrderPrintsProvider } from '#app/photos/order-prints/order-prints-mode'
import { SelectControl } from '#app/photos/selection/select-control'
import { SelectionProvider } from '#app/photos/selection/selection-context'
import { LazyPhotoGridShortcuts } from '#app/photos/shortcuts/lazy-photo-grid-shortcuts'
import { usePlatform } from '#app/platform/platform-context'
import { useAlbum, useAlbumPhotoIds } from '#app/queries/albums'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { AddPhotosModal } from './add-photos/add-photos-modal'
import { AlbumHeader } from './album-header'
import { AlbumPhotos } from './album-photos'
import { AlbumSelectionToolbar } from './album-selection'
import '#app/photos/albums.css'

/** album (/my-photos/albums/:id): the album's header and its photos; a shared album goes to its own route. */
export function AlbumPage() {
  const { id = '' } = useParams()
  const { search } = useLocation()
  const intl = useIntl()
  const { flags } = usePlatform()
  const album = useAlbum(id)
  const loadAllPhotoIds = useAlbumPhotoIds(id)
  const [addingPhotos, setAddingPhotos] = useState(false)
  // An empty album offers Add photos once, in its empty state; until its photos are loaded, its count tells.
  const [photosEmpty, setPhotosEmpty] = useState<boolean | undefined>()

  if (album.isError) {
    return (
      <div className="page">
        <Link to={`/my-photos/albums${search}`} className="album-header__back">
          <FormattedMessage id="albums.back" />
        </Link>
        <ErrorState
          message={<FormattedMessage id="albums.album.loadError" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void album.refetch()}
        />
      </div>
    )
  }
  if (!album.data) return <PageLoading />
  if (album.data.isShared && flags.SharedAlbumsViewEnabled) {
    return <Navigate to={`${albumPath(album.data, true)}${search}`} replace />
  }
  return (
    <SelectionProvider>
      <div className="page album-page">
        <AlbumHeader
          album={album.data}
          {...((photosEmpty ?? album.data.photosCount === 0)
            ? {}
            : { onAddPhotos: () => setAddingPhotos(true) })}
        />
        <AlbumPhotos
          albumId={album.data.albumId}
          toolbar={<SelectControl />}
          onEmptyChange={setPhotosEmpty}
          emptyAction={
            album.data.isShared ? null : (
              <button
                type="button"
                className="button button--primary"
                aria-haspopup="dialog"
                onClick={() => setAddingPhotos(true)}
              >
                <FormattedMessage id="albums.addPhotos.open" />
              </button>
            )
          }
        />
        <AddPhotosModal
          albumId={album.data.albumId}
          albumName={album.data.albumName}
          open={addingPhotos}
          onClose={() => setAddingPhotos(false)}
        />
        <OrderPrintsProvider>
          <AlbumSelectionToolbar
            albumId={album.data.albumId}
            albumName={album.data.albumName}
            readOnly={album.data.isShared}
          />
          <OrderPrintsBar loadAllPhotoIds={loadAllPhotoIds} />
        </OrderPrintsProvider>
        <LazyPhotoGridShortcuts />
      </div>
    </SelectionProvider>
  )
}
