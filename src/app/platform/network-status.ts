import { useSyncExternalStore } from 'react'

// Whether the browser has a network, as navigator.onLine and its online/offline events say (decision 0058).

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine

/** The browser's network state, re-rendering when it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline)
}

/** A write that waited for the network longer than its limit (api/time-limits.ts, offlineWriteWaitMs). */
export class OfflineError extends Error {
  constructor() {
    super('The browser stayed offline')
    this.name = 'OfflineError'
  }
}

/** Resolves at once when online, else when the network comes back; rejects with OfflineError after `limitMs`. */
export function whenOnline(limitMs: number): Promise<void> {
  if (isOnline()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const unsubscribe = subscribe(() => {
      if (!isOnline()) return
      settle()
      resolve()
    })
    const timer = setTimeout(() => {
      settle()
      reject(new OfflineError())
    }, limitMs)
    function settle() {
      clearTimeout(timer)
      unsubscribe()
    }
  })
}
