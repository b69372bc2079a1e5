import { isOnline, OfflineError, subscribeToNetworkStatus } from './network-status'

// Loaded after the first screen (the router preloads it): a write waits here for the network (decision 0058).

/** Resolves at once when online, else when the network comes back; rejects with OfflineError after `limitMs`. */
export function whenOnline(limitMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (isOnline()) return resolve()
    const timer = setTimeout(() => {
      stop()
      reject(new OfflineError('The browser stayed offline'))
    }, limitMs)
    const stop = subscribeToNetworkStatus(() => {
      if (!isOnline()) return
      stop()
      clearTimeout(timer)
      resolve()
    })
  })
}
