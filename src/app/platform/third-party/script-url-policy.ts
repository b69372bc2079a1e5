/**
 * The third-party scripts' Trusted Types policy (the app's workers have their own, worker-url-policy.ts); the
 * production CSP names both (scripts/deployment-build.ts).
 */
export const scriptUrlPolicyName = 'third-party-scripts'

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy
}

/** Only http(s) addresses become script sources: never javascript:, data: or blob:. */
export function checkedScriptUrl(url: string): string {
  const parsed = new URL(url, window.location.href)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`Not a script address: ${parsed.protocol}`)
  }
  return parsed.href
}

let policy: ScriptUrlPolicy | undefined

/**
 * Where the browser enforces Trusted Types (the production CSP requires them for scripts), a script's src must come
 * from a policy; elsewhere the same check runs on the plain string.
 */
export function scriptUrlPolicy(): ScriptUrlPolicy {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
  policy ??= factory
    ? factory.createPolicy(scriptUrlPolicyName, { createScriptURL: checkedScriptUrl })
    : { createScriptURL: checkedScriptUrl }
  return policy
}
