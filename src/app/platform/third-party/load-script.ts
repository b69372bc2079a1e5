import { scriptUrlPolicy } from './script-url-policy'

const requested = new Map<string, Promise<void>>()
let integrityByUrl: Readonly<Record<string, string>> = {}

/**
 * The Subresource Integrity hashes of the third-party scripts whose version the deployment pins
 * (config.thirdParty.integrity), by the script's URL as loaded.
 */
export function pinScriptIntegrity(hashes: Readonly<Record<string, string>> = {}): void {
  integrityByUrl = hashes
}

/**
 * Adds a classic <script> for a third-party URL, once per URL. A script element sends no Authorization header and
 * no credentials of ours: the bearer token never reaches a third party
 * (docs/requirements/reliability-and-security.md#security-token-reach). A pinned script carries its
 * integrity hash, so a changed file does not run.
 */
export function loadScript(url: string): Promise<void> {
  let loading = requested.get(url)
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      const integrity = integrityByUrl[url]
      if (integrity) {
        script.setAttribute('integrity', integrity)
        script.setAttribute('crossorigin', 'anonymous')
      }
      script.src = scriptUrlPolicy().createScriptURL(url) as string
      script.async = true
      script.referrerPolicy = 'strict-origin'
      script.onload = () => resolve()
      script.onerror = () =>
        reject(new Error(`Third-party script failed to load: ${new URL(url, window.location.href).pathname}`))
      document.head.append(script)
    })
    requested.set(url, loading)
  }
  return loading
}

/** Forgets what was requested (unit tests only). */
export function resetLoadedScripts(): void {
  requested.clear()
  integrityByUrl = {}
}
