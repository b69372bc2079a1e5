import { useState } from 'react'
import { useIntl } from 'react-intl'
import { CopyToAlbum } from '#app/photos/copy-to-album/copy-to-album'
import { OrderPrintsAction } from '#app/photos/order-prints/order-prints-action'
import { useOrderPrintsMode } from '#app/photos/order-prints/order-prints-mode'
import { useSelection } from '#app/photos/selection/selection-context'
import { SelectionDownloadButton } from '#app/photos/selection/selection-download-button'
import {
  focusAfterUndo,
  SelectionActionLabel,
  SelectionToolbarFrame,
  selectControlOf,
} from '#app/photos/selection/selection-toolbar-frame'
import { usePlatform } from '#app/platform/platform-context'
import { CopyToAlbumIcon, DeleteIcon } from '#app/ui/action-icons'
import { useRemoveFromAlbum } from './use-remove-from-album'

/**
 * The album's selection toolbar: how many are selected, Copy to album (into another album), 'Delete from album'
 * and Download (the library's download: one photo directly, several as an archive, at most 100). Selection mode
 * ends once an action is done (a download: once its file is saved; not after a failure). Download is there only
 * with the download view on.
 */
export function AlbumSelectionToolbar({
  albumId,
  albumName,
  readOnly,
}: {
  albumId: string
  albumName: string
  /**
   * A shared album (shown here while the shared-album view is off): nothing can be removed
   * (docs/requirements/shared-albums.md#shared-albums-read-only).
   */
  readOnly: boolean
}) {
  const intl = useIntl()
  const { flags } = usePlatform()
  const selection = useSelection()
  const removal = useRemoveFromAlbum(albumId, albumName)
  const [copying, setCopying] = useState<string[] | null>(null)
  const orderPrints = useOrderPrintsMode()
  // In order-prints mode the order-prints confirm bar takes this toolbar's place.
  if (!selection.selecting || orderPrints.active) return null
  const ids = [...selection.selected]
  return (
    <SelectionToolbarFrame amount={ids.length}>
      {readOnly ? null : <OrderPrintsAction />}
      <span title={readOnly ? intl.formatMessage({ id: 'preview.unavailableForSharedAlbums' }) : undefined}>
        <button
          type="button"
          className="button button--secondary"
          disabled={ids.length === 0 || readOnly}
          aria-haspopup="dialog"
          onClick={() => setCopying(ids)}
        >
          <SelectionActionLabel icon={<CopyToAlbumIcon size={20} />} id="preview.copyToAlbum" />
        </button>
      </span>
      <CopyToAlbum
        photoIds={copying}
        excludeAlbumId={albumId}
        onClose={() => setCopying(null)}
        onCopied={selection.stop}
      />
      <span title={readOnly ? intl.formatMessage({ id: 'preview.unavailableForSharedAlbums' }) : undefined}>
        <button
          type="button"
          className="button button--secondary"
          disabled={ids.length === 0 || readOnly}
          onClick={() => {
            // The photos leave at once and selection mode with them; Undo waits in the toast (decision 0028).
            // Focus goes to Select, the control that stays where the toolbar was; after Undo to the first
            // photo's cell as it comes back (else Select again).
            const selectControl = selectControlOf(document)
            removal.remove(ids, {
              onUndo: () => focusAfterUndo(ids),
            })
            selection.stop()
            selectControl?.focus()
          }}
        >
          <SelectionActionLabel icon={<DeleteIcon size={20} />} id="albums.remove.action" />
        </button>
      </span>
      {flags.DownloadViewEnabled ? <SelectionDownloadButton photoIds={ids} /> : null}
    </SelectionToolbarFrame>
  )
}
