import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUser } from '../../mocks/db/database'
import { subjectOf } from '../../mocks/db/personas'
import { longestUrl, startMockHttpServer } from '../../mocks/http'
import { issueTokens } from '../../mocks/identity/tokens'

const appOrigin = 'http://printbloom-gb.localhost:5173'
let origin = ''
let close = () => {}
let token = ''

beforeAll(async () => {
  const started = await startMockHttpServer({ host: '127.0.0.1' })
  origin = started.origin
  close = () => started.server.close()
  token = (await issueTokens(findUser(started.ctx.db, subjectOf('consumer'))!, `${origin}/__mock-idp`))
    .access_token
})
afterAll(() => close())

describe('the standalone mock server', () => {
  it('answers a CORS preflight as a cross-origin service would', async () => {
    const response = await fetch(`${origin}/photos/users/counts`, {
      method: 'OPTIONS',
      headers: {
        Origin: appOrigin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, x-correlationid, cache-control',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin)
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase()
    for (const header of ['authorization', 'x-correlationid', 'cache-control'])
      expect(allowed).toContain(header)
    expect(response.headers.get('access-control-allow-methods')).toContain('GET')
  })

  it('serves the mocked operations over HTTP with CORS headers', async () => {
    const response = await fetch(`${origin}/photos/users/counts`, {
      headers: { Origin: appOrigin, Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe(appOrigin)
    expect(await response.json()).toEqual({ photosCount: 37, albumsCount: 4 })
  })

  it('answers 401 without a token and 404 for an unknown path', async () => {
    expect((await fetch(`${origin}/photos/users/counts`)).status).toBe(401)
    expect((await fetch(`${origin}/nothing-here`)).status).toBe(404)
  })

  it('serves the mock identity provider’s sign-in page and discovery document', async () => {
    const page = await fetch(
      `${origin}/__mock-idp/authorize?redirect_uri=${encodeURIComponent(`${appOrigin}/signin-callback`)}&state=s`,
    )
    expect(await page.text()).toContain('Consumer')
    const discovery = (await (
      await fetch(`${origin}/__mock-idp/.well-known/openid-configuration`)
    ).json()) as { issuer: string }
    expect(discovery.issuer).toBe(`${origin}/__mock-idp`)
  })

  it('answers 414, not a server error, to an address too long to match (a 10,000-character voucher code)', async () => {
    const code = 'A'.repeat(10_000)
    const response = await fetch(`${origin}/vouchers/api/v1/campaigns/offers/${code}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(414)
    const justTooLong = `${origin}/vouchers/api/v1/campaigns/offers/`
    const padding = 'A'.repeat(longestUrl + 1 - justTooLong.length)
    expect(
      (await fetch(`${justTooLong}${padding}`, { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(414)
  })

  it('answers 400 to a path that is not valid percent-encoding', async () => {
    const response = await fetch(`${origin}/vouchers/api/v1/campaigns/offers/%E0%A4%A`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(400)
  })

  it('answers 400 to a request fetch cannot take (a TRACE)', async () => {
    const status = await new Promise<number | undefined>((answered, failed) => {
      const sent = httpRequest(`${origin}/photos/users/counts`, { method: 'TRACE' }, (response) => {
        response.resume()
        answered(response.statusCode)
      })
      sent.on('error', failed)
      sent.end()
    })
    expect(status).toBe(400)
  })
})
