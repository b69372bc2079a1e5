import type { RefObject } from 'react'
import { useIntl } from 'react-intl'
import { InfoIcon, ZoomIcon } from '#app/ui/action-icons'
import { BackIcon } from '#app/ui/navigation-icons'

/** The top bar: Back, 'Photo n of m' (announced as it changes), the zoom toggle and Info (the details panel). */
export function PreviewTopBar({
  position,
  zoomed,
  onBack,
  onToggleZoom,
  infoRef,
  detailsOpen,
  onInfo,
  onInfoWanted,
}: {
  position: string
  zoomed: boolean
  onBack: () => void
  onToggleZoom: () => void
  /** Focus returns here when the details close, however they were opened. */
  infoRef: RefObject<HTMLButtonElement | null>
  detailsOpen: boolean
  onInfo: () => void
  /** The pointer or focus is on Info: a press may follow. */
  onInfoWanted: () => void
}) {
  const intl = useIntl()
  return (
    <div className="photo-preview__top">
      <button type="button" className="photo-preview__button photo-preview__back" onClick={onBack}>
        <BackIcon />
        <span className="visually-hidden-on-phones">{intl.formatMessage({ id: 'preview.back' })}</span>
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
      <button
        ref={infoRef}
        type="button"
        className="photo-preview__button photo-preview__button--icon"
        aria-label={intl.formatMessage({ id: 'preview.info' })}
        aria-haspopup="dialog"
        aria-expanded={detailsOpen}
        aria-keyshortcuts="i"
        onClick={onInfo}
        onPointerEnter={onInfoWanted}
        onFocus={onInfoWanted}
      >
        <InfoIcon />
      </button>
    </div>
  )
}
