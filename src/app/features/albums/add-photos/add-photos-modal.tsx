import { FormattedMessage, useIntl } from 'react-intl'
import { SelectionProvider, useSelection } from '#app/photos/selection/selection-context'
import { useAddPhotosToAlbum } from '#app/queries/photos/album-photos'
import { Modal } from '#app/ui/modal/modal'
import { useToasts } from '#app/ui/toast/toast-provider'
import { LibraryPicker } from './library-picker'

interface AddPhotosModalProps {
  albumId: string
  albumName: string
  open: boolean
  onClose: () => void
}

/**
 * 'Add photos' on an album: choose photos from the library and add them to the album in batches
 * (docs/requirements/albums.md#albums-header, docs/requirements/services.md#services-photos).
 */
export function AddPhotosModal(props: AddPhotosModalProps) {
  const intl = useIntl()
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={intl.formatMessage({ id: 'albums.addPhotos.title' }, { albumName: props.albumName })}
      className="add-photos"
    >
      <SelectionProvider selecting>
        <AddPhotosForm {...props} />
      </SelectionProvider>
    </Modal>
  )
}

function AddPhotosForm({ albumId, albumName, onClose }: AddPhotosModalProps) {
  const intl = useIntl()
  const toasts = useToasts()
  const { selected } = useSelection()
  const add = useAddPhotosToAlbum(albumId)
  // What was added stays added on a failure, and the choice stays for another try.
  const submit = () =>
    add.mutate([...selected], {
      onSuccess: (added) => {
        toasts.show(intl.formatMessage({ id: 'albums.addPhotos.done' }, { count: added.length, albumName }), {
          kind: 'success',
        })
        onClose()
      },
    })
  return (
    <div className="add-photos__body">
      <LibraryPicker />
      <div className="add-photos__footer">
        {add.isError ? (
          <p className="add-photos__error" role="alert">
            <FormattedMessage id="albums.addPhotos.error" />
          </p>
        ) : null}
        <span className="add-photos__count" aria-live="polite">
          <FormattedMessage id="photos.selected" values={{ amount: selected.size }} />
        </span>
        <button
          type="button"
          className="button button--primary"
          disabled={selected.size === 0 || add.isPending}
          aria-busy={add.isPending}
          onClick={submit}
        >
          <FormattedMessage id="albums.addPhotos.submit" />
        </button>
      </div>
    </div>
  )
}
