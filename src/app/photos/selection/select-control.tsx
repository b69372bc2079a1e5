import { FormattedMessage } from 'react-intl'
import { useSelection } from './selection-context'

/** Select / Cancel: enters and leaves selection mode on the photos, album and shared album screens. */
export function SelectControl() {
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
