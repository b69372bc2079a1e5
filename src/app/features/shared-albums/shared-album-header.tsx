import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { AlbumStats } from '#app/photos/album-stats'
import { albumTitleClass } from '#app/photos/album-title'
import type { SharedAlbum } from '#app/queries/shared-albums'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { DeleteSharedAlbumModal } from './delete-shared-album-modal'
import { SharedAlbumPeople } from './shared-album-people'
import type { SharedAlbumRole } from './shared-album-role'

/**
 * The shared album screen's header: 'My albums', the name (read-only), the stats, who it is shared with, and
 * 'Delete album' (for everyone when the owner deletes it, for themselves when a participant does).
 */
export function SharedAlbumHeader({ album, role }: { album: SharedAlbum; role: SharedAlbumRole }) {
  useDocumentTitle(album.albumName)
  const { search } = useLocation()
  const [deleting, setDeleting] = useState(false)
  return (
    <header className="album-header">
      <Link to={`/my-photos/albums${search}`} className="album-header__back">
        <FormattedMessage id="albums.back" />
      </Link>
      <div className="album-header__main">
        <div className="album-header__text">
          <h1 className={`page__title ${albumTitleClass(album.albumName)}`}>{album.albumName}</h1>
          <AlbumStats album={album} />
          <SharedAlbumPeople albumId={album.albumId} role={role} />
        </div>
        <button
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={() => setDeleting(true)}
        >
          <FormattedMessage id="albums.delete.open" />
        </button>
      </div>
      <DeleteSharedAlbumModal
        albumId={album.albumId}
        name={album.albumName}
        role={role}
        open={deleting}
        onClose={() => setDeleting(false)}
      />
    </header>
  )
}
