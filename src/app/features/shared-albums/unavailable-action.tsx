import { type ReactNode, useId } from 'react'
import { useIntl } from 'react-intl'

/**
 * A selection action shared albums do not offer (docs/requirements/shared-albums.md#shared-albums-read-only): shown
 * disabled with the tooltip 'Unavailable for shared albums', on hover and on focus. aria-disabled rather than
 * disabled keeps it focusable, so the tooltip can be reached by keyboard; the tooltip is also its accessible
 * description.
 */
export function UnavailableAction({ label }: { label: ReactNode }) {
  const intl = useIntl()
  const tooltipId = useId()
  return (
    <span className="unavailable-action">
      <button
        type="button"
        className="button button--secondary unavailable-action__button"
        aria-disabled="true"
        aria-describedby={tooltipId}
      >
        {label}
      </button>
      <span role="tooltip" id={tooltipId} className="unavailable-action__tooltip">
        {intl.formatMessage({ id: 'preview.unavailableForSharedAlbums' })}
      </span>
    </span>
  )
}
