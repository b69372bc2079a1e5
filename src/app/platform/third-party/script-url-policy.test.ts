// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A fresh module each test: test files share a worker (isolate: false), and another may have made the policy.
beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('scriptUrlPolicy', () => {
  it('creates the CSP’s named Trusted Types policy where the browser has them, once', async () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL(url: string): string }) => rules)
    vi.stubGlobal('trustedTypes', { createPolicy })
    const { scriptUrlPolicy, scriptUrlPolicyName } = await import('./script-url-policy')
    expect(scriptUrlPolicy().createScriptURL('https://chat.example/w.js')).toBe('https://chat.example/w.js')
    scriptUrlPolicy()
    expect(createPolicy.mock.calls.map(([name]) => name)).toEqual([scriptUrlPolicyName])
    expect(() => scriptUrlPolicy().createScriptURL('data:text/javascript,alert(1)')).toThrow(TypeError)
  })
})
