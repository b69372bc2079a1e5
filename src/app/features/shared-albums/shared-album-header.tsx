import { useState } from 'react'
import { AlbumHeaderFrame } from '#app/photos/album-page/album-header-frame'
import { DeleteAlbumButton } from '#app/photos/album-page/delete-album-button'
import { AlbumStats } from '#app/photos/album-stats'
import type { SharedAlbum } from '#app/queries/shared-albums/shared-album'
import { DeleteSharedAlbumModal } from './delete-shared-album-modal'
import { SharedAlbumPeople } from './shared-album-people'
import type { SharedAlbumRole } from './shared-album-role'

/**
 * The shared album screen's header: 'My albums', the name (read-only), the stats, who it is shared with, and
 * 'Delete album' (for everyone when the owner deletes it, for themselves when a participant does).
 */
export function SharedAlbumHeader({ album, role }: { album: SharedAlbum; role: SharedAlbumRole }) {
  const [deleting, setDeleting] = useState(false)
  return (
    <AlbumHeaderFrame
      name={album.albumName}
      details={
        <>
          <AlbumStats album={album} />
          <SharedAlbumPeople albumId={album.albumId} role={role} />
        </>
      }
      actions={<DeleteAlbumButton onClick={() => setDeleting(true)} />}
    >
      <DeleteSharedAlbumModal
        albumId={album.albumId}
        name={album.albumName}
        role={role}
        open={deleting}
        onClose={() => setDeleting(false)}
      />
    </AlbumHeaderFrame>
  )
}
