import { FormattedMessage } from 'react-intl'
import { AlbumNameForm } from '#app/photos/album-name-form'
import { useRenameAlbum } from '#app/queries/photos/album-mutations'
import { Modal } from '#app/ui/modal/modal'

/** 'Edit album name', with the current name to change; on failure it stays open with the name as typed. */
export function RenameAlbumModal({
  albumId,
  name,
  open,
  onClose,
}: {
  albumId: string
  name: string
  open: boolean
  onClose: () => void
}) {
  const renaming = useRenameAlbum(albumId)
  const close = () => {
    renaming.reset()
    onClose()
  }
  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!renaming.isPending}
      title={<FormattedMessage id="albums.rename.title" />}
    >
      <AlbumNameForm
        defaultName={name}
        submitLabelId="albums.rename.submit"
        failureId="albums.rename.error"
        saving={renaming.isPending}
        failed={renaming.isError}
        onSubmit={(newName) => renaming.mutate(newName, { onSuccess: close })}
      />
    </Modal>
  )
}
