import { useIntl } from 'react-intl'
import { ZoomIcon } from '#app/ui/action-icons'
import { BackIcon } from '#app/ui/navigation-icons'

/** The top bar: Back, 'Photo n of m' (announced as it changes) and the zoom toggle. */
export function PreviewTopBar({
  position,
  zoomed,
  onBack,
  onToggleZoom,
}: {
  position: string
  zoomed: boolean
  onBack: () => void
  onToggleZoom: () => void
}) {
  const intl = useIntl()
  return (
    <div className="photo-preview__top">
      <button type="button" className="photo-preview__button" onClick={onBack}>
        <BackIcon />
        <span>{intl.formatMessage({ id: 'preview.back' })}</span>
      </button>
      <p className="photo-preview__position" aria-live="polite">
        {position}
      </p>
      <button
        type="button"
        className="photo-preview__button photo-preview__button--icon"
        aria-label={intl.formatMessage({ id: 'preview.zoom' })}
        aria-pressed={zoomed}
        onClick={onToggleZoom}
      >
        <ZoomIcon zoomed={zoomed} />
      </button>
    </div>
  )
}
