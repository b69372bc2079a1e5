import { FormattedMessage, useIntl } from 'react-intl'
import { useSelection } from '../photo-library/selection/selection-context'
import { downloadLimit } from '../photo-library/selection/selection-toolbar'
import { useSelectionDownload } from '../photo-library/selection/use-selection-download'
import { useRemoveFromAlbum } from './use-remove-from-album'

/** Select / Cancel: enters and leaves selection mode on the album screen. */
export function AlbumSelectControl() {
  const selection = useSelection()
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-pressed={selection.selecting}
      onClick={selection.selecting ? selection.stop : selection.start}
    >
      <FormattedMessage id={selection.selecting ? 'photos.cancel' : 'photos.select'} />
    </button>
  )
}

/**
 * The album's selection toolbar: how many are selected, 'Delete from album' and Download (the library's download:
 * one photo directly, several as an archive, at most 100). Selection mode ends once an action is done.
 */
export function AlbumSelectionToolbar({
  albumId,
  albumName,
  readOnly,
}: {
  albumId: string
  albumName: string
  /** A shared album (shown here while the shared-album view is off): nothing can be removed (spec §6). */
  readOnly: boolean
}) {
  const intl = useIntl()
  const selection = useSelection()
  const removal = useRemoveFromAlbum(albumId, albumName)
  const download = useSelectionDownload()
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
      <div className="selection-toolbar__actions">
        <span title={readOnly ? intl.formatMessage({ id: 'preview.unavailableForSharedAlbums' }) : undefined}>
          <button
            type="button"
            className="button button--secondary"
            disabled={ids.length === 0 || removal.isPending || readOnly}
            onClick={() => removal.mutate(ids, { onSuccess: () => selection.stop() })}
          >
            <FormattedMessage id="albums.remove.action" />
          </button>
        </span>
        <span title={tooMany ? intl.formatMessage({ id: 'photos.downloadLimit' }) : undefined}>
          <button
            type="button"
            className="button button--secondary"
            disabled={ids.length === 0 || tooMany}
            onClick={() => {
              download(ids)
              selection.stop()
            }}
          >
            <FormattedMessage id="photos.download" />
          </button>
        </span>
      </div>
    </div>
  )
}
