import type { Rollup } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { identityProviderPath } from '../mocks/identity/tokens'
import { appFilesListener, mockWorkerAppFiles, withAppFilesListener } from './mock-worker-app-files'

const origin = 'http://printbloom-gb.localhost:5173'

/** Runs the listener's source as a service worker would, and hands back its fetch and install listeners. */
function workerListeners() {
  const listeners = new Map<string, (event: unknown) => void>()
  const addEventListener = (type: string, listener: (event: unknown) => void) => listeners.set(type, listener)
  new Function('addEventListener', 'self', appFilesListener)(addEventListener, { location: { origin } })
  return listeners
}

/** Whether msw's listener, registered after, would still see a request for this address. */
function reachesMsw(url: string): boolean {
  const stopImmediatePropagation = vi.fn()
  workerListeners().get('fetch')?.({ request: new Request(url), stopImmediatePropagation })
  return stopImmediatePropagation.mock.calls.length === 0
}

describe("msw's worker leaves the app's own files alone", () => {
  it("sends the page's scripts, locales and config.json to the network without msw", () => {
    for (const path of ['/assets/index-abc.js', '/locales/de-DE.json', '/config.json', '/my-photos/photos']) {
      expect(reachesMsw(`${origin}${path}`), path).toBe(false)
    }
  })

  it('still hands msw the mock identity provider and every service', () => {
    expect(reachesMsw(`${origin}${identityProviderPath}/token`)).toBe(true)
    expect(reachesMsw('https://photos.example.test/photos/users/timeline')).toBe(true)
    expect(reachesMsw('http://localhost:5173/assets/index-abc.js')).toBe(true)
  })

  it('declares the same files as static routes where the browser has them, so the worker need not even start', () => {
    const addRoutes = vi.fn()
    const install = workerListeners().get('install')
    install?.({ addRoutes })
    const routes = addRoutes.mock.calls[0]?.[0] as { condition: { urlPattern: URLPattern }; source: string }[]
    expect(routes.map((route) => route.source)).toEqual(['network', 'network', 'network'])
    const routed = (url: string) => routes.some((route) => route.condition.urlPattern.test(url))
    expect(routed(`${origin}/assets/index-abc.js`)).toBe(true)
    expect(routed(`${origin}/config.json`)).toBe(true)
    expect(routed(`${origin}${identityProviderPath}/token`)).toBe(false)
    expect(routed('https://photos.example.test/assets/x.js')).toBe(false)
    // Browsers without the static routes (Firefox, WebKit) are left to the fetch listener.
    expect(() => install?.({})).not.toThrow()
  })

  it("puts the listener in front of msw's, in the emitted worker", () => {
    const worker = {
      type: 'asset',
      fileName: 'mockServiceWorker.js',
      source: '/* msw */',
    } as Rollup.OutputAsset
    const bundle = { 'mockServiceWorker.js': worker } as unknown as Rollup.OutputBundle
    const { generateBundle } = mockWorkerAppFiles()
    const hook = generateBundle as unknown as {
      handler: (options: unknown, bundle: Rollup.OutputBundle) => void
    }
    hook.handler({}, bundle)
    expect(worker.source).toBe(withAppFilesListener('/* msw */'))
    expect(String(worker.source).indexOf(appFilesListener)).toBe(0)
  })
})
