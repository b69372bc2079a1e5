import type { UseMutationResult } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { useDeleteAlbum } from '#app/queries/photos/album-mutations'
import { href } from '#app/routes'
import { ConfirmDialog } from '#app/ui/confirm-dialog/confirm-dialog'
import { useToasts } from '#app/ui/toast/toast-provider'
import { waitingAbout } from '#app/ui/undo/waiting-about'
import { albumPhotosRemoval } from './album-photos-removal'

interface DeleteModalProps {
  albumId: string
  name: string
  open: boolean
  onClose: () => void
}

/**
 * Confirms deleting an album. Success: the toast '{albumName} album deleted' and back to the albums tab. Failure:
 * the modal stays open and says so (docs/requirements/errors.md#errors-photo-library).
 */
export function DeleteAlbumModal({ albumId, ...props }: DeleteModalProps) {
  return (
    <AlbumDeletionModal
      {...props}
      bodyId="albums.delete.body"
      deletion={useDeleteAlbum(albumId)}
      pointlessOnceDeleted={albumPhotosRemoval(albumId)}
    />
  )
}

/** The confirmation every album deletion shares; what deleting means (bodyId) and the call differ. */
export function AlbumDeletionModal({
  name,
  open,
  onClose,
  bodyId,
  deletion,
  pointlessOnceDeleted,
}: Omit<DeleteModalProps, 'albumId'> & {
  bodyId: string
  deletion: UseMutationResult<unknown, Error, void>
  /** A deletion waiting in its undo window that the album's deletion makes pointless (a removal of its photos). */
  pointlessOnceDeleted?: string
}) {
  const intl = useIntl()
  const toasts = useToasts()
  const navigate = useNavigate()
  const { search } = useLocation()
  const close = () => {
    deletion.reset()
    onClose()
  }
  const remove = () => {
    // Held while the album's deletion is under way: sent if it fails, dropped once the album is gone.
    const waiting = pointlessOnceDeleted === undefined ? undefined : waitingAbout(pointlessOnceDeleted)
    waiting?.pause()
    deletion.mutate(undefined, {
      onError: () => waiting?.resume(),
      onSuccess: () => {
        waiting?.drop()
        toasts.show(intl.formatMessage({ id: 'albums.delete.done' }, { albumName: name }), {
          kind: 'success',
        })
        navigate(`${href('albums')}${search}`, { replace: true })
      },
    })
  }
  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="albums.delete.title" />}
      confirmLabel={<FormattedMessage id="albums.delete.confirm" />}
      cancelLabel={<FormattedMessage id="albums.delete.cancel" />}
      onConfirm={remove}
      onCancel={close}
      // Still busy once deleted: until the albums tab has loaded and replaced it, the dialog must not take a
      // second confirmation (a slow double-click would delete twice).
      busy={deletion.isPending || deletion.isSuccess}
      error={deletion.isError ? <FormattedMessage id="albums.delete.error" /> : undefined}
    >
      <p>
        <FormattedMessage id={bodyId} values={{ albumName: name }} />
      </p>
    </ConfirmDialog>
  )
}
