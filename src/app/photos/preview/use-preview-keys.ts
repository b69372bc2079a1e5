import { useEffect } from 'react'
import { leftAlone, matches } from '#app/ui/keys'
import { previewKeys } from '../shortcuts/preview-keys'

/**
 * The preview's keys (previewKeys, listed by the shortcut sheet): the arrow keys step to the previous and next photo,
 * `i` opens the details and Escape closes, anywhere on the page: not while typing in a field, with a modifier held,
 * or while a modal (say, Copy to album or the details) is open over the preview.
 */
export function usePreviewKeys({
  onPrevious,
  onNext,
  onClose,
  onInfo,
}: {
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
  onInfo: () => void
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (leftAlone(event)) return
      if (matches(event, previewKeys.previous)) onPrevious()
      else if (matches(event, previewKeys.next)) onNext()
      else if (matches(event, previewKeys.close)) onClose()
      else if (matches(event, previewKeys.info)) onInfo()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onPrevious, onNext, onClose, onInfo])
}
