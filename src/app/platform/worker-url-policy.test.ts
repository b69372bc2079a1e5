// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('startWorker', () => {
  it('starts a worker from the app’s own origin through the CSP’s named policy, created once', async () => {
    const createPolicy = vi.fn((_name: string, rules: { createScriptURL(url: string): string }) => rules)
    const started: string[] = []
    vi.stubGlobal('trustedTypes', { createPolicy })
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url)
        }
      },
    )
    const { startWorker, workerUrlPolicyName } = await import('./worker-url-policy')
    startWorker('/assets/decoder.js', 'decoder')
    startWorker(`${window.location.origin}/assets/decoder.js`, 'decoder')
    expect(started).toEqual([
      `${window.location.origin}/assets/decoder.js`,
      `${window.location.origin}/assets/decoder.js`,
    ])
    expect(createPolicy.mock.calls.map(([name]) => name)).toEqual([workerUrlPolicyName])
  })

  it('refuses code made in the page and other hosts', async () => {
    const { checkedWorkerUrl } = await import('./worker-url-policy')
    for (const url of [
      `blob:${window.location.origin}/0b0e4c2a-5f7e-4c8e-9f43-8a4f6e0c1d2b`,
      'data:text/javascript,postMessage(1)',
      'https://cdn.example/decoder.js',
    ]) {
      expect(() => checkedWorkerUrl(url), url).toThrow(TypeError)
    }
  })
})
