import type { UseMutationResult } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { useDeleteAlbum } from '#app/queries/album-mutations'
import { ErrorState } from '#app/ui/error-state'
import { Modal } from '#app/ui/modal/modal'
import { useToasts } from '#app/ui/toast/toast-provider'

interface DeleteModalProps {
  albumId: string
  name: string
  open: boolean
  onClose: () => void
}

/**
 * Confirms deleting an album. Success: the toast '{albumName} album deleted' and back to the albums tab. Failure:
 * the modal stays open and says so (spec §8).
 */
export function DeleteAlbumModal({ albumId, ...props }: DeleteModalProps) {
  return <AlbumDeletionModal {...props} bodyId="albums.delete.body" deletion={useDeleteAlbum(albumId)} />
}

/** The confirmation every album deletion shares; what deleting means (bodyId) and the call differ. */
export function AlbumDeletionModal({
  name,
  open,
  onClose,
  bodyId,
  deletion,
}: Omit<DeleteModalProps, 'albumId'> & {
  bodyId: string
  deletion: UseMutationResult<unknown, Error, void>
}) {
  const intl = useIntl()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { search } = useLocation()
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
        <FormattedMessage id={bodyId} values={{ albumName: name }} />
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
