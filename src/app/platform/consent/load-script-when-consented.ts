import { loadScript } from '#app/platform/third-party/load-script'
import type { ConsentPurpose } from './consent'
import { currentConsent, subscribeToConsent } from './consent-store'

/**
 * Requests the script only once consent for `need` is given (now or later). Returns a cancel function that stops
 * waiting; a script already requested stays loaded (a script cannot be unloaded).
 */
export function loadScriptWhenConsented(
  url: string,
  need: ConsentPurpose,
  onLoad: () => void = () => {},
): () => void {
  const tryLoad = () => {
    if (!currentConsent()[need]) return false
    loadScript(url).then(onLoad, (error: unknown) => console.warn(`[third-party] ${String(error)}`))
    return true
  }
  if (tryLoad()) return () => {}
  const unsubscribe = subscribeToConsent(() => {
    if (tryLoad()) unsubscribe()
  })
  return unsubscribe
}
