const requested = new Map<string, Promise<void>>()

/**
 * Adds a classic <script> for a third-party URL, once per URL. A script element sends no Authorization header and
 * no credentials of ours: the bearer token never reaches a third party (DESIGN §9).
 */
export function loadScript(url: string): Promise<void> {
  let loading = requested.get(url)
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
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
}
