import { useLayoutEffect, useRef } from 'react'

/**
 * Focus moves into the preview when it opens (before it is painted, with its key listener, use-preview-keys.ts), and
 * back to where it was when it closes. Returns the ref for the preview's root (focusable with tabIndex -1).
 */
export function usePreviewFocus() {
  const rootRef = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const root = rootRef.current
    const active = document.activeElement
    const returnTo =
      active instanceof HTMLElement && active !== document.body && !root?.contains(active) ? active : null
    if (root && !root.contains(document.activeElement)) root.focus({ preventScroll: true })
    return () => {
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true })
    }
  }, [])
  return rootRef
}
