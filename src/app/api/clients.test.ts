// @vitest-environment jsdom
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenCookie } from '#app/platform/auth/token-cookies'
import { createClientFor } from './clients'
import { createServiceClient } from './create-service-client'

describe('third-party clients', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    Cookies.remove(accessTokenCookie)
  })

  it('never send the customer’s bearer token, not even to their own origin', async () => {
    Cookies.set(accessTokenCookie, 'secret-token')
    const seen: Request[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request)
      return request.url.startsWith('https://ab.example')
        ? Response.json({ mbox: 'sample-test', variant: 'A' })
        : new Response(null, { status: 204 })
    })
    await createClientFor('ab-target', 'https://ab.example').GET('/v1/offers/{mbox}', {
      params: { path: { mbox: 'sample-test' }, query: { sessionId: 's' } },
    })
    await createServiceClient<Record<string, never>>('photos', 'https://photos.example').request(
      'get',
      '/users' as never,
    )
    expect(seen[0]!.headers.has('Authorization')).toBe(false)
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer secret-token')
  })
})
