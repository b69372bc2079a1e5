import { useEffect } from 'react'

/**
 * Where a waiting deletion belongs: the screens that can show its Undo (the photo library's list, album and
 * previews). While one of them is mounted the deletion waits; once the customer has left them all it is sent at
 * once. Kept apart from the undo window so the screens carry only this, not the window, on their first load.
 */
let mounted = 0
let onLeft: (() => void) | null = null

/** The undo window asks to be told when the last scope goes. */
export function whenScopesLeft(callback: () => void): void {
  onLeft = callback
}

/** Marks the screen as one where Undo still makes sense. */
export function useUndoScope(): void {
  useEffect(() => {
    mounted += 1
    return () => {
      mounted -= 1
      // Moving between two such screens (a preview closing onto its list) unmounts one before the other mounts.
      queueMicrotask(() => {
        if (mounted === 0) onLeft?.()
      })
    }
  }, [])
}
