import createClient from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import type { paths } from '../../generated/photos'
import { ApiError } from './api-error'
import { correlationHeader, serviceMiddleware } from './service-middleware'

const serviceOrigin = 'https://photos.api.example'

function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = []
  const client = createClient<paths>({
    baseUrl: `${serviceOrigin}/v1`,
    fetch: async (request) => {
      seen.push(request)
      return answer(request)
    },
  })
  client.use(
    serviceMiddleware({
      serviceOrigin,
      accessToken: () => 'token-123',
      newCorrelationId: () => 'corr-1',
    }),
  )
  return { client, seen }
}

describe('serviceMiddleware', () => {
  it('sends the bearer token, a correlation id and no-cache to the service’s own origin', async () => {
    const { client, seen } = clientAnswering(() => Response.json({ albumsCount: 1, photosCount: 2 }))
    const { data } = await client.GET('/users/counts')
    expect(data).toEqual({ albumsCount: 1, photosCount: 2 })
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer token-123')
    expect(seen[0]!.headers.get(correlationHeader)).toBe('corr-1')
    expect(seen[0]!.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('never sends the token to another origin, even one that looks alike', async () => {
    const middleware = serviceMiddleware({ serviceOrigin, accessToken: () => 'token-123' })
    for (const url of [
      'https://evil.example/users',
      'https://photos.api.example.evil.example/users',
      'http://photos.api.example/users',
      'https://photos.api.example:8443/users',
    ]) {
      const request = new Request(url, { headers: { Authorization: 'Bearer leaked' } })
      const result = await middleware.onRequest!({
        request,
        schemaPath: '/users',
        params: {},
        id: 'x',
        options: {} as never,
      })
      expect((result as Request).headers.get('Authorization'), url).toBeNull()
    }
  })

  it('sends no Authorization header when there is no token', async () => {
    const seen: Request[] = []
    const client = createClient<paths>({
      baseUrl: serviceOrigin,
      fetch: async (request) => {
        seen.push(request)
        return Response.json({ photosCount: 0 })
      },
    })
    client.use(serviceMiddleware({ serviceOrigin, accessToken: () => undefined }))
    await client.GET('/users')
    expect(seen[0]!.headers.has('Authorization')).toBe(false)
  })

  it('turns a non-2xx answer into one ApiError with status, text, method, URL and correlation id', async () => {
    const { client } = clientAnswering(() => new Response('Service unavailable', { status: 503 }))
    const error = await client.GET('/users/counts').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 503,
      responseText: 'Service unavailable',
      method: 'GET',
      url: `${serviceOrigin}/v1/users/counts`,
      correlationId: 'corr-1',
    })
    expect((error as ApiError).message).toContain('Service unavailable')
    expect((error as ApiError).message).toContain('503')
  })

  it('turns a failed fetch into an ApiError with status 0 and a path without digits', async () => {
    const client = createClient<paths>({
      baseUrl: `${serviceOrigin}/v2024`,
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    client.use(
      serviceMiddleware({ serviceOrigin, accessToken: () => undefined, newCorrelationId: () => 'c' }),
    )
    const error = (await client.GET('/users').catch((caught: unknown) => caught)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(0)
    expect(error.message).toBe('GET /v/users failed (network): Failed to fetch')
    expect(error.loggablePath).toBe('/v/users')
  })

  describe('when the service refuses the token (401)', () => {
    function clientWithRenewal(renewed: string | undefined, answers: Response[], current = () => 'stale') {
      const seen: Request[] = []
      const answer = async (request: Request) => {
        seen.push(request)
        return answers.shift() ?? Response.json({ photosCount: 9 })
      }
      const client = createClient<paths>({ baseUrl: serviceOrigin, fetch: answer })
      let renewals = 0
      client.use(
        serviceMiddleware({
          serviceOrigin,
          accessToken: current,
          renewAccessToken: async () => {
            renewals += 1
            return renewed
          },
          fetch: answer,
        }),
      )
      return { client, seen, renewals: () => renewals }
    }

    it('renews the token and sends the same request once more with it', async () => {
      const { client, seen, renewals } = clientWithRenewal('fresh', [new Response('', { status: 401 })])
      const { data } = await client.POST(
        '/users/counts' as never,
        { body: { a: 1 }, headers: { 'Idempotency-Key': 'k-1' } } as never,
      )
      expect(data).toEqual({ photosCount: 9 })
      expect(renewals()).toBe(1)
      // The same write sent again: with the same key (decision 0060).
      expect(seen.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['k-1', 'k-1'])
      expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([
        'Bearer stale',
        'Bearer fresh',
      ])
      expect(await seen[1]!.json()).toEqual({ a: 1 })
    })

    it('sends a write’s body in an engine without Request.body (Firefox), and again after renewing', async () => {
      const bodyGetter = Object.getOwnPropertyDescriptor(Request.prototype, 'body')!
      Object.defineProperty(Request.prototype, 'body', { configurable: true, get: () => undefined })
      try {
        const { client, seen } = clientWithRenewal('fresh', [new Response('', { status: 401 })])
        const { data } = await client.PUT('/users/counts' as never, { body: { a: 1 } } as never)
        expect(data).toEqual({ photosCount: 9 })
        expect(await Promise.all(seen.map((request) => request.json()))).toEqual([{ a: 1 }, { a: 1 }])
      } finally {
        Object.defineProperty(Request.prototype, 'body', bodyGetter)
      }
    })

    it('gives the 401 up as an ApiError when the token cannot be renewed', async () => {
      const { client, seen } = clientWithRenewal(undefined, [new Response('nope', { status: 401 })])
      const error = await client.GET('/users/counts').catch((caught: unknown) => caught)
      expect(error).toMatchObject({ status: 401 })
      expect(seen).toHaveLength(1)
    })

    it('sends it again with a token renewed meanwhile by another request, without renewing again', async () => {
      const tokens = ['stale', 'renewed-elsewhere']
      const { client, seen, renewals } = clientWithRenewal(
        'fresh',
        [new Response('', { status: 401 })],
        () => tokens.shift() ?? 'renewed-elsewhere',
      )
      await client.GET('/users/counts')
      expect(renewals()).toBe(0)
      expect(seen[1]!.headers.get('Authorization')).toBe('Bearer renewed-elsewhere')
    })

    it('does not try again more than once', async () => {
      const refused = () => new Response('', { status: 401 })
      const { client, seen, renewals } = clientWithRenewal('fresh', [refused(), refused()])
      const error = await client.GET('/users/counts').catch((caught: unknown) => caught)
      expect(error).toMatchObject({ status: 401 })
      expect(seen).toHaveLength(2)
      expect(renewals()).toBe(1)
    })
  })
})
