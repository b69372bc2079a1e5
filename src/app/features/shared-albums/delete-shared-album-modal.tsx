import { AlbumDeletionModal } from '#app/photos/delete-album-modal'
import { useDeleteSharedAlbum } from '#app/queries/shared-albums/shared-album'
import type { SharedAlbumRole } from './shared-album-role'

/** What deleting means, per role (docs/requirements/shared-albums.md#shared-albums-delete). */
const bodyIds: Record<SharedAlbumRole, string> = {
  owner: 'sharedAlbums.delete.body.owner',
  participant: 'sharedAlbums.delete.body.participant',
}

/**
 * Confirms deleting a shared album, saying what it does for this user's role. Success: '{albumName} album deleted'
 * and back to the Albums tab; failure: 'Unable to remove album. Please try again' and the modal stays open.
 */
export function DeleteSharedAlbumModal({
  albumId,
  role,
  ...props
}: {
  albumId: string
  name: string
  role: SharedAlbumRole
  open: boolean
  onClose: () => void
}) {
  return <AlbumDeletionModal {...props} bodyId={bodyIds[role]} deletion={useDeleteSharedAlbum(albumId)} />
}
