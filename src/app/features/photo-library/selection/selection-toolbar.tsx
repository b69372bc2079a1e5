import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CopyToAlbum } from '#app/photos/copy-to-album/copy-to-album'
import { useRangeStatus } from '#app/photos/selection/range-selection'
import { useSelection } from '#app/photos/selection/selection-context'
import {
  focusAfterUndo,
  SelectionActionLabel,
  SelectionToolbarFrame,
  selectControlOf,
} from '#app/photos/selection/selection-toolbar-frame'
import { downloadLimit } from '#app/photos/selection/use-selection-download'
import { useToolbarDownload } from '#app/photos/selection/use-toolbar-download'
import type { RequestState } from '#app/platform/downloads/request-state'
import { usePlatform } from '#app/platform/platform-context'
import { CopyToAlbumIcon, DeleteIcon, DownloadIcon } from '#app/ui/action-icons'
import { SelectionCount } from './selection-count'
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
  const range = useRangeStatus(selection.rangeSlot)
  const deletion = useDeletePhotos({ preload: selection.selecting })
  const [copying, setCopying] = useState<string[] | null>(null)
  const download = useToolbarDownload(onDownload)
  const amount = selection.selected.size
  const tooMany = amount > downloadLimit
  // Nothing to act on, or a range still coming in: an action now would leave part of it out.
  const nothingToActOn = amount === 0 || range.pending
  if (!selection.selecting) return null
  const ids = [...selection.selected]
  return (
    <>
      <SelectionToolbarFrame amount={amount} count={<SelectionCount />}>
        <button
          type="button"
          className="button button--secondary"
          disabled={nothingToActOn}
          onClick={() => {
            // The photos leave at once and selection mode with them; Undo waits in a toast (decision 0028).
            // Focus goes to Select, the control that stays where the toolbar was.
            const selectControl = selectControlOf(document)
            // When they come back (Undo, or a failure after the window), the timeline is scrolled back to where
            // it was: the rows that filled the gap meanwhile would otherwise keep them out of view.
            const { scrollX, scrollY } = window
            // (The caches tell the screen at once, so it has rendered them by the next task: scrolled then, the
            // rows follow in the same frame.)
            const backInView = () =>
              setTimeout(() => {
                if (selectControl?.isConnected) window.scrollTo(scrollX, scrollY)
              }, 0)
            deletion.remove(ids, {
              onUndo: () => {
                backInView()
                focusAfterUndo(ids)
              },
              onFailed: () => {
                backInView()
                // The spec's message still comes as the app's error toast.
                return false
              },
            })
            selection.stop()
            selectControl?.focus()
          }}
        >
          <SelectionActionLabel icon={<DeleteIcon size={20} />} id="photos.delete" />
        </button>
        {flags.DownloadViewEnabled ? (
          <span
            className="tooltip-anchor"
            title={tooMany ? intl.formatMessage({ id: 'photos.downloadLimit' }) : undefined}
          >
            <button
              type="button"
              className="button button--secondary"
              disabled={nothingToActOn || tooMany || !onDownload || download.busy}
              aria-busy={download.busy || undefined}
              aria-describedby={tooMany ? 'download-limit' : undefined}
              onClick={() => download.start(ids)}
            >
              <SelectionActionLabel icon={<DownloadIcon size={20} />} id="photos.download" />
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
            disabled={nothingToActOn}
            aria-haspopup="dialog"
            onClick={() => setCopying(ids)}
          >
            <SelectionActionLabel icon={<CopyToAlbumIcon size={20} />} id="preview.copyToAlbum" />
          </button>
        ) : null}
      </SelectionToolbarFrame>
      {flags.AlbumViewEnabled ? (
        <CopyToAlbum photoIds={copying} onClose={() => setCopying(null)} onCopied={selection.stop} />
      ) : null}
    </>
  )
}
