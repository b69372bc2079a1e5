import { useSyncExternalStore } from 'react'

/** Small screens are below 575 px (docs/requirements/constants.md#constants-breakpoints). */
const smallScreenQuery = '(max-width: 574.98px)'

function media(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(smallScreenQuery) : undefined
}

function subscribe(onChange: () => void): () => void {
  const list = media()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

/** Whether the screen is small (below 575 px); follows resizes. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false)
}
