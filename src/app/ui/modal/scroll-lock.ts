let lockCount = 0
let previousOverflow = ''

/**
 * Locks the page's scrolling while at least one scroll-locking modal is open
 * (docs/requirements/shell-and-menu.md#shell-modal-stack).
 */
export function lockBodyScroll(): () => void {
  if (lockCount === 0) {
    previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
  lockCount += 1
  let released = false
  return () => {
    if (released) return
    released = true
    lockCount -= 1
    if (lockCount === 0) document.body.style.overflow = previousOverflow
  }
}
