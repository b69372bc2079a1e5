import { useEffect, useRef } from 'react'

/**
 * Runs `action` once for the page's life: a confirmation link's token may be used only once, and React's strict
 * mode runs effects twice in development.
 */
export function useOnce(action: () => void) {
  const done = useRef(false)
  const latest = useRef(action)
  latest.current = action
  useEffect(() => {
    if (done.current) return
    done.current = true
    latest.current()
  }, [])
}
