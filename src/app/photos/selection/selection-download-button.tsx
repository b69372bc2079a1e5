import { useIntl } from 'react-intl'
import { DownloadIcon } from '#app/ui/action-icons'
import { SelectionActionLabel } from './selection-toolbar-frame'
import { downloadLimit, useSelectionDownload } from './use-selection-download'
import { useToolbarDownload } from './use-toolbar-download'

/**
 * An album toolbar's Download: the library's download of the selected photos (one directly, several as an archive,
 * at most 100, with the limit as a tooltip), busy while it runs; selection mode ends once it has completed.
 */
export function SelectionDownloadButton({ photoIds }: { photoIds: string[] }) {
  const intl = useIntl()
  const download = useToolbarDownload(useSelectionDownload())
  const tooMany = photoIds.length > downloadLimit
  return (
    <span title={tooMany ? intl.formatMessage({ id: 'photos.downloadLimit' }) : undefined}>
      <button
        type="button"
        className="button button--secondary"
        disabled={photoIds.length === 0 || tooMany || download.busy}
        aria-busy={download.busy || undefined}
        onClick={() => download.start(photoIds)}
      >
        <SelectionActionLabel icon={<DownloadIcon size={20} />} id="photos.download" />
      </button>
    </span>
  )
}
