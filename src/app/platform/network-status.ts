import { useSyncExternalStore } from 'react'

// Whether the browser has a network, as navigator.onLine and its online/offline events say (decision 0058).

const changes = ['online', 'offline']

export function subscribeToNetworkStatus(onChange: () => void): () => void {
  for (const change of changes) window.addEventListener(change, onChange)
  return () => {
    for (const change of changes) window.removeEventListener(change, onChange)
  }
}

export const isOnline = () => navigator.onLine

/** The browser's network state, re-rendering when it changes. */
export const useOnline = () => useSyncExternalStore(subscribeToNetworkStatus, isOnline)

/** A write that waited for the network longer than its limit (api/time-limits.ts, offlineWriteWaitMs). */
export class OfflineError extends Error {
  override name = 'OfflineError'
}
