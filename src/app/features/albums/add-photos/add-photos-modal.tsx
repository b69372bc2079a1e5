import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { copyInBatches } from '#app/photos/copy-to-album/copy-in-batches'
import { SelectionProvider, useSelection } from '#app/photos/selection/selection-context'
import { usePlatform } from '#app/platform/platform-context'
import { albumKeys } from '#app/queries/albums'
import { Modal } from '#app/ui/modal/modal'
import { useToasts } from '#app/ui/toast/toast-provider'
import { LibraryPicker } from './library-picker'

interface AddPhotosModalProps {
  albumId: string
  albumName: string
  open: boolean
  onClose: () => void
}

/** 'Add photos' on an album: choose photos from the library and add them to the album in batches (spec §2, §7). */
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
  const { clients } = usePlatform()
  const queryClient = useQueryClient()
  const toasts = useToasts()
  const { selected } = useSelection()
  const add = useMutation({
    mutationFn: (photoIds: string[]) => copyInBatches(clients.photos, albumId, photoIds),
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: albumKeys.all })
      toasts.show(intl.formatMessage({ id: 'albums.addPhotos.done' }, { count: added.length, albumName }), {
        kind: 'success',
      })
      onClose()
    },
    // What was added stays added; the list shows it once refreshed, and the choice stays for another try.
    onError: () => void queryClient.invalidateQueries({ queryKey: albumKeys.album(albumId) }),
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
          onClick={() => add.mutate([...selected])}
        >
          <FormattedMessage id="albums.addPhotos.submit" />
        </button>
      </div>
    </div>
  )
}
