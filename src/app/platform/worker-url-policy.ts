/**
 * The Trusted Types policy that starts the app's own workers (the HEIC decoder); the production CSP names it beside
 * the third-party scripts' policy (scripts/deployment-build.ts, decision 0026's addendum).
 */
export const workerUrlPolicyName = 'app-workers'

interface WorkerUrlPolicy {
  createScriptURL(url: string): unknown
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): WorkerUrlPolicy
}

/**
 * Only a file of the app's own origin becomes a worker: never blob: or data: (code made in the page), never another
 * host. The CSP's `worker-src 'self'` says the same; this check is what Trusted Types asks of the Worker constructor.
 */
export function checkedWorkerUrl(url: string): string {
  const parsed = new URL(url, window.location.href)
  if (
    (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
    parsed.origin !== window.location.origin
  ) {
    throw new TypeError(`Not one of the app's worker scripts: ${parsed.href}`)
  }
  return parsed.href
}

let policy: WorkerUrlPolicy | undefined

function workerUrlPolicy(): WorkerUrlPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
  policy ??= factory
    ? factory.createPolicy(workerUrlPolicyName, { createScriptURL: checkedWorkerUrl })
    : { createScriptURL: checkedWorkerUrl }
  return policy
}

/** A module worker from one of the app's own files (a Vite `?worker&url` import), through the policy. */
export function startWorker(url: string, name: string): Worker {
  return new Worker(workerUrlPolicy().createScriptURL(url) as string, { type: 'module', name })
}
