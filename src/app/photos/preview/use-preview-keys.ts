import { useEffect } from 'react'
import { isModalOpen } from '#app/ui/modal/scroll-lock'

/** Whether a key press belongs to a field the user types in. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * The arrow keys step to the previous and next photo, `i` opens the details and Escape closes, anywhere on the
 * page: not while typing in a field, with a modifier held, or while a modal (say, Copy to album or the details) is
 * open over the preview.
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
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (isEditable(event.target) || isModalOpen()) return
      if (event.key === 'ArrowLeft') onPrevious()
      else if (event.key === 'ArrowRight') onNext()
      else if (event.key === 'Escape') onClose()
      else if (event.key === 'i' || event.key === 'I') onInfo()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [onPrevious, onNext, onClose, onInfo])
}
