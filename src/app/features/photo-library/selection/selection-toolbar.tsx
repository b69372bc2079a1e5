import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CopyToAlbum } from '#app/photos/copy-to-album/copy-to-album'
import { useSelection } from '#app/photos/selection/selection-context'
import { downloadLimit } from '#app/photos/selection/use-selection-download'
import { useToolbarDownload } from '#app/photos/selection/use-toolbar-download'
import type { RequestState } from '#app/platform/downloads/request-state'
import { usePlatform } from '#app/platform/platform-context'
import { ErrorState } from '#app/ui/error-state'
import { useDeletePhotos } from './use-delete-photos'

/**
 * The bottom toolbar of selection mode: how many are selected, and delete, download (only with the download view
 * on) and copy to album (only with the album view on).
 */
export function SelectionToolbar({
  onDownload,
}: {
  /** Downloads the photos; resolves with the final state (useSelectionDownload). */
  onDownload?: (photoIds: string[]) => Promise<RequestState>
}) {
  const intl = useIntl()
  const { flags } = usePlatform()
  const selection = useSelection()
  const deletion = useDeletePhotos({ preload: selection.selecting })
  const [copying, setCopying] = useState<string[] | null>(null)
  const download = useToolbarDownload(onDownload)
  const amount = selection.selected.size
  const tooMany = amount > downloadLimit
  if (!selection.selecting) return null
  const ids = [...selection.selected]
  return (
    <>
      <div
        className="selection-toolbar"
        role="toolbar"
        aria-label={intl.formatMessage({ id: 'photos.selection.label' })}
      >
        {deletion.isError ? (
          <ErrorState
            message={
              <FormattedMessage
                id={
                  deletion.variables && deletion.variables.length === 1
                    ? 'photos.deleteError.one'
                    : 'photos.deleteError.many'
                }
              />
            }
          />
        ) : null}
        <p className="selection-toolbar__count" aria-live="polite">
          <FormattedMessage id="photos.selected" values={{ amount }} />
        </p>
        <div className="selection-toolbar__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={amount === 0}
            onClick={() =>
              deletion.mutate(ids, {
                onSuccess: () => selection.stop(),
              })
            }
          >
            <FormattedMessage id="photos.delete" />
          </button>
          {flags.DownloadViewEnabled ? (
            <span
              className="tooltip-anchor"
              title={tooMany ? intl.formatMessage({ id: 'photos.downloadLimit' }) : undefined}
            >
              <button
                type="button"
                className="button button--secondary"
                disabled={amount === 0 || tooMany || !onDownload || download.busy}
                aria-busy={download.busy || undefined}
                aria-describedby={tooMany ? 'download-limit' : undefined}
                onClick={() => download.start(ids)}
              >
                <FormattedMessage id="photos.download" />
              </button>
              {tooMany ? (
                <span id="download-limit" className="selection-toolbar__hint">
                  <FormattedMessage id="photos.downloadLimit" />
                </span>
              ) : null}
            </span>
          ) : null}
          {flags.AlbumViewEnabled ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={amount === 0}
              aria-haspopup="dialog"
              onClick={() => setCopying(ids)}
            >
              <FormattedMessage id="preview.copyToAlbum" />
            </button>
          ) : null}
        </div>
      </div>
      {flags.AlbumViewEnabled ? (
        <CopyToAlbum photoIds={copying} onClose={() => setCopying(null)} onCopied={selection.stop} />
      ) : null}
    </>
  )
}
