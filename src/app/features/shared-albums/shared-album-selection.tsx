import { FormattedMessage, useIntl } from 'react-intl'
import { useOrderPrintsSetup } from '#app/photos/order-prints/use-order-prints-setup'
import { useSelection } from '#app/photos/selection/selection-context'
import { downloadLimit, useSelectionDownload } from '#app/photos/selection/use-selection-download'
import { useToolbarDownload } from '#app/photos/selection/use-toolbar-download'
import { usePlatform } from '#app/platform/platform-context'
import { UnavailableAction } from './unavailable-action'

/**
 * A shared album's selection toolbar (spec §2, §6): order prints, copy to album and delete are there but disabled
 * with 'Unavailable for shared albums'; Download works (one photo directly, several as an archive with each photo's
 * owner, at most 100). Inside SharedAlbumDownloads. Without the album view, copy to album is not there at all;
 * without the download view, Download is not.
 */
export function SharedAlbumSelectionToolbar() {
  const intl = useIntl()
  const { flags } = usePlatform()
  const selection = useSelection()
  const download = useToolbarDownload(useSelectionDownload())
  const orderPrints = useOrderPrintsSetup()
  if (!selection.selecting) return null
  const ids = [...selection.selected]
  const tooMany = ids.length > downloadLimit
  return (
    <div
      className="selection-toolbar"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'photos.selection.label' })}
    >
      <p className="selection-toolbar__count" aria-live="polite">
        <FormattedMessage id="photos.selected" values={{ amount: ids.length }} />
      </p>
      <div className="selection-toolbar__actions shared-album-actions">
        {orderPrints.kind === 'ready' ? (
          <UnavailableAction label={<FormattedMessage id="orderPrints.open" />} />
        ) : null}
        {flags.AlbumViewEnabled ? (
          <UnavailableAction label={<FormattedMessage id="preview.copyToAlbum" />} />
        ) : null}
        <UnavailableAction label={<FormattedMessage id="albums.remove.action" />} />
        {flags.DownloadViewEnabled ? (
          <span title={tooMany ? intl.formatMessage({ id: 'photos.downloadLimit' }) : undefined}>
            <button
              type="button"
              className="button button--secondary"
              disabled={ids.length === 0 || tooMany || download.busy}
              aria-busy={download.busy || undefined}
              onClick={() => download.start(ids)}
            >
              <FormattedMessage id="photos.download" />
            </button>
          </span>
        ) : null}
      </div>
    </div>
  )
}
