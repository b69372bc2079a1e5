import { FormattedMessage } from 'react-intl'
import { useOrderPrintsSetup } from '#app/photos/order-prints/use-order-prints-setup'
import { useSelection } from '#app/photos/selection/selection-context'
import { SelectionDownloadButton } from '#app/photos/selection/selection-download-button'
import { SelectionToolbarFrame } from '#app/photos/selection/selection-toolbar-frame'
import { usePlatform } from '#app/platform/platform-context'
import { UnavailableAction } from './unavailable-action'

/**
 * A shared album's selection toolbar (docs/requirements/shared-albums.md#shared-albums-read-only): order prints,
 * copy to album and delete are there but disabled with 'Unavailable for shared albums'; Download works (one photo
 * directly, several as an archive with each photo's owner, at most 100). Inside SharedAlbumDownloads. Without the
 * album view, copy to album is not there at all; without the download view, Download is not.
 */
export function SharedAlbumSelectionToolbar() {
  const { flags } = usePlatform()
  const selection = useSelection()
  const orderPrints = useOrderPrintsSetup()
  if (!selection.selecting) return null
  const ids = [...selection.selected]
  return (
    <SelectionToolbarFrame amount={ids.length} actionsClassName="shared-album-actions">
      {orderPrints.kind === 'ready' ? (
        <UnavailableAction label={<FormattedMessage id="orderPrints.open" />} />
      ) : null}
      {flags.AlbumViewEnabled ? (
        <UnavailableAction label={<FormattedMessage id="preview.copyToAlbum" />} />
      ) : null}
      <UnavailableAction label={<FormattedMessage id="albums.remove.action" />} />
      {flags.DownloadViewEnabled ? <SelectionDownloadButton photoIds={ids} /> : null}
    </SelectionToolbarFrame>
  )
}
