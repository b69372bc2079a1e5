import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './config'
import { loadMessages } from './i18n/messages'

/**
 * config.json and the locales change with a deployment: each visit asks for them again, as a revalidation the server
 * answers 304 when unchanged (its `Cache-Control: no-cache`). A `Cache-Control: no-cache` request header had browsers
 * download them in full on every visit (issue 40; the bench's mobile part counts what a repeat visit fetched again),
 * and a `no-cache` request mode kept Firefox from taking up the HTML's preload of them (decision 0051); a CORS request
 * kept WebKit from taking up any (decision 0076).
 */
describe('the app’s own files that change with a deployment', () => {
  afterEach(() => vi.unstubAllGlobals())

  const asked = () => {
    const requests: RequestInit[] = []
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      requests.push(init)
      return new Response('{}', { status: 500 })
    })
    return requests
  }

  it.each([
    ['config.json', () => loadConfig()],
    ['the locale', () => loadMessages('en-GB')],
  ])(
    '%s is asked as the HTML preloads it: no-cors with credentials, no request header or cache mode of its own',
    async (_, load) => {
      const requests = asked()
      await load().catch(() => undefined)
      expect(requests).toHaveLength(1)
      expect(requests[0]!.cache).toBeUndefined()
      expect([requests[0]!.mode, requests[0]!.credentials]).toEqual(['no-cors', 'include'])
      expect(new Headers(requests[0]!.headers).has('Cache-Control')).toBe(false)
    },
  )
})
