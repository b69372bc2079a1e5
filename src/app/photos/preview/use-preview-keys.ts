import { useLayoutEffect } from 'react'
import { leftAlone, matches } from '#app/ui/keys'
import { previewKeys } from '../shortcuts/preview-keys'

/**
 * The preview's keys (previewKeys, listed by the shortcut sheet): the arrow keys step to the previous and next photo,
 * + and - zoom in and out, Delete deletes as the bar's button does, `i` opens the details and Escape closes, anywhere
 * on the page: not while typing in a field, with a modifier held, or while a modal (say, Copy to album or the
 * details) is open over the preview. Listening from the commit, before the preview is painted: from a passive effect,
 * an arrow pressed as 'Photo 1 of …' first showed could come before the listener and be lost.
 */
export function usePreviewKeys({
  onPrevious,
  onNext,
  onZoomIn,
  onZoomOut,
  onDelete,
  onClose,
  onInfo,
}: {
  onPrevious: () => void
  onNext: () => void
  onZoomIn: () => void
  onZoomOut: () => void
  /** Absent where the photo cannot be deleted here: the key then does nothing. */
  onDelete?: (() => void) | undefined
  onClose: () => void
  onInfo: () => void
}) {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (leftAlone(event)) return
      if (matches(event, previewKeys.previous)) onPrevious()
      else if (matches(event, previewKeys.next)) onNext()
      else if (matches(event, previewKeys.zoomIn)) onZoomIn()
      else if (matches(event, previewKeys.zoomOut)) onZoomOut()
      else if (matches(event, previewKeys.delete) && onDelete) onDelete()
      else if (matches(event, previewKeys.close)) onClose()
      else if (matches(event, previewKeys.info)) onInfo()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onPrevious, onNext, onZoomIn, onZoomOut, onDelete, onClose, onInfo])
}
