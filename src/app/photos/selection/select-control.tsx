import { useEffect, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { leftAlone, matches } from '#app/ui/keys'
import { selectionKeys } from '../shortcuts/selection-keys'
import { useSelection } from './selection-context'

/**
 * Select / Cancel: enters and leaves selection mode on the photos, album and shared album screens. Escape leaves it
 * too, unless a dialog takes the key or the user is typing; focus then comes back here, as the checkboxes and the
 * selection toolbar it was on are gone.
 */
export function SelectControl() {
  const selection = useSelection()
  const button = useRef<HTMLButtonElement>(null)
  const { selecting, stop } = selection
  useEffect(() => {
    if (!selecting) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matches(event, selectionKeys.leave) || leftAlone(event)) return
      event.preventDefault()
      stop()
      button.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [selecting, stop])
  return (
    <button
      ref={button}
      type="button"
      className="button button--secondary"
      aria-pressed={selection.selecting}
      onClick={selection.selecting ? selection.stop : selection.start}
    >
      <FormattedMessage id={selection.selecting ? 'photos.cancel' : 'photos.select'} />
    </button>
  )
}
