import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation, useParams } from 'react-router'
import { SelectControl } from '#app/photos/selection/select-control'
import { usePlatform } from '#app/platform/platform-context'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import '#app/photos/albums.css'
import { SelectionProvider } from '#app/photos/selection/selection-context'
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
  const { search } = useLocation()
  const intl = useIntl()
  const { identity } = usePlatform()
  const album = useSharedAlbum(id)

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
  return (
    <SelectionProvider>
      <SharedAlbumDownloads albumId={album.data.albumId}>
        <div className="page album-page shared-album-page">
          <SharedAlbumHeader album={album.data} role={sharedAlbumRole(album.data, identity?.sub)} />
          <NoLongerSupportedBanner />
          <SharedAlbumPhotos albumId={album.data.albumId} toolbar={<SelectControl />} />
          <SharedAlbumSelectionToolbar />
          <LazyPhotoGridShortcuts />
        </div>
      </SharedAlbumDownloads>
    </SelectionProvider>
  )
}
