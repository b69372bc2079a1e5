import { type ReactNode, useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { CopyToAlbumIcon, DeleteIcon, DownloadIcon } from '#app/ui/action-icons'
import { useToastsAbove } from '#app/ui/toast/toasts-above'
import type { PreviewPhoto } from './preview-photo'

/** The bottom bar: Copy to album, Delete (or Delete from album), Download. */
export interface PhotoPreviewActions<P extends PreviewPhoto> {
  /** A shared album: copy and delete are disabled with the tooltip 'Unavailable for shared albums'. */
  shared?: boolean
  /** Inside an album Delete reads 'Delete from album'. */
  inAlbum?: boolean
  /** Not offered at all, not even disabled (the album view is off: useFlaggedPreviewActions). */
  withoutCopyToAlbum?: boolean
  /** Copy to album is enabled only with a handler (and not in a shared album). */
  onCopyToAlbum?: (photo: P) => void
  onDelete?: (photo: P) => void
  /** Not offered at all, not even disabled (the download view is off: useFlaggedPreviewActions). */
  withoutDownload?: boolean
  onDownload?: (photo: P) => void
  deleting?: boolean
  downloading?: boolean
}

/** The bottom bar, acting on the photo shown. */
export function PreviewActionBar<P extends PreviewPhoto>({
  photo,
  actions,
}: {
  photo: P
  actions: PhotoPreviewActions<P>
}) {
  const intl = useIntl()
  const bar = useRef<HTMLDivElement>(null)
  useToastsAbove(bar)
  const unavailable = actions.shared
    ? intl.formatMessage({ id: 'preview.unavailableForSharedAlbums' })
    : undefined
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form's fieldset
    <div
      ref={bar}
      className="photo-preview__bar"
      role="group"
      aria-label={intl.formatMessage({ id: 'preview.actions' })}
    >
      {actions.withoutCopyToAlbum ? null : (
        <PreviewAction
          icon={<CopyToAlbumIcon />}
          label={intl.formatMessage({ id: 'preview.copyToAlbum' })}
          tooltip={unavailable}
          onClick={
            actions.onCopyToAlbum && !actions.shared ? () => actions.onCopyToAlbum?.(photo) : undefined
          }
        />
      )}
      <PreviewAction
        icon={<DeleteIcon />}
        label={intl.formatMessage({ id: actions.inAlbum ? 'preview.deleteFromAlbum' : 'preview.delete' })}
        tooltip={unavailable}
        busy={actions.deleting}
        onClick={actions.onDelete && !actions.shared ? () => actions.onDelete?.(photo) : undefined}
      />
      {actions.withoutDownload ? null : (
        <PreviewAction
          icon={<DownloadIcon />}
          label={intl.formatMessage({ id: 'preview.download' })}
          busy={actions.downloading}
          onClick={actions.onDownload ? () => actions.onDownload?.(photo) : undefined}
        />
      )}
    </div>
  )
}

/**
 * A bottom-bar button. Disabled ones stay focusable (aria-disabled), so their tooltip can be reached and read.
 * Without a handler, or while busy, it is disabled.
 */
function PreviewAction({
  icon,
  label,
  tooltip,
  busy = false,
  onClick,
}: {
  icon: ReactNode
  label: string
  tooltip?: string | undefined
  busy?: boolean | undefined
  onClick?: (() => void) | undefined
}) {
  const tooltipId = useId()
  const disabled = !onClick || busy
  return (
    <span className="photo-preview__action-wrap">
      <button
        type="button"
        className="photo-preview__button photo-preview__action"
        aria-disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={tooltip ? tooltipId : undefined}
        onClick={disabled ? undefined : onClick}
      >
        {icon}
        <span>{label}</span>
      </button>
      {tooltip ? (
        <span role="tooltip" id={tooltipId} className="photo-preview__tooltip">
          {tooltip}
        </span>
      ) : null}
    </span>
  )
}
