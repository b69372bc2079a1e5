import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { ErrorState } from '../../ui/error-state'
import { Modal } from '../../ui/modal/modal'
import { useToasts } from '../../ui/toast/toast-provider'
import type { SharedAlbumRole } from './shared-album-role'
import { useDeleteSharedAlbum } from './use-delete-shared-album'

/** What deleting means, per role (spec §2 "Shared album screen"). */
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
  name,
  role,
  open,
  onClose,
}: {
  albumId: string
  name: string
  role: SharedAlbumRole
  open: boolean
  onClose: () => void
}) {
  const intl = useIntl()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { search } = useLocation()
  const deletion = useDeleteSharedAlbum(albumId)
  const close = () => {
    deletion.reset()
    onClose()
  }
  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        toasts.show(intl.formatMessage({ id: 'albums.delete.done' }, { albumName: name }), {
          kind: 'success',
        })
        navigate(`/my-photos/albums${search}`, { replace: true })
      },
    })
  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!deletion.isPending}
      title={<FormattedMessage id="albums.delete.title" />}
    >
      <p className="album-modal__text">
        <FormattedMessage id={bodyIds[role]} values={{ albumName: name }} />
      </p>
      {deletion.isError ? <ErrorState message={<FormattedMessage id="albums.delete.error" />} /> : null}
      <div className="album-modal__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={close}
          disabled={deletion.isPending}
        >
          <FormattedMessage id="albums.delete.cancel" />
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={remove}
          disabled={deletion.isPending}
        >
          <FormattedMessage id="albums.delete.confirm" />
        </button>
      </div>
    </Modal>
  )
}
