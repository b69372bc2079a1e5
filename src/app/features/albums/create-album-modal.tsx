import { FormattedMessage } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { AlbumNameForm } from '#app/photos/album-name-form'
import { useCreateAlbum } from '#app/queries/photos/album-mutations'
import { href } from '#app/routes'
import { Modal } from '#app/ui/modal/modal'

/**
 * 'Create new album'. On success the modal closes and the new album opens, ready to be filled; on failure it stays
 * open with the name as typed and says so.
 */
export function CreateAlbumModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const { search } = useLocation()
  const creation = useCreateAlbum()
  // Created: the form stays busy until the new album's page replaces it, so a slow double-click's second press
  // cannot create a second album while that page loads (docs/decisions/0029-exactly-once.md).
  const saving = creation.isPending || creation.isSuccess
  const close = () => {
    creation.reset()
    onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!saving}
      title={<FormattedMessage id="albums.create.title" />}
    >
      <AlbumNameForm
        submitLabelId="albums.create.submit"
        failureId="albums.create.error"
        saving={saving}
        failed={creation.isError}
        onSubmit={(name) =>
          creation.mutate(name, {
            onSuccess: (album) => navigate(`${href('album', { id: album.albumId })}${search}`),
          })
        }
      />
    </Modal>
  )
}
