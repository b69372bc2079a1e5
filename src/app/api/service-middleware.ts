import type { Middleware } from 'openapi-fetch'
import { ApiError } from './api-error'
import { correlationHeader } from './early-calls'
import { idempotencyKeyHeader, nextIdempotencyKey } from './write-attempt'

export { correlationHeader }

export interface ServiceMiddlewareOptions {
  /** The service's own origin: the only one that may receive the bearer token. */
  serviceOrigin: string
  /** The token to send now (renewed first when it has expired). */
  accessToken: () => string | undefined | Promise<string | undefined>
  /** Renews the token after the service refused it (401); the request is then sent once more. */
  renewAccessToken?: () => Promise<string | undefined>
  newCorrelationId?: () => string
  fetch?: (request: Request) => Promise<Response>
  /**
   * Whether writes carry an Idempotency-Key (openapi/*.yaml, components.parameters.IdempotencyKey; decision 0060).
   * The GraphQL merchandise service reads with POST and documents no such header.
   */
  keyedWrites?: boolean
}

function withToken(request: Request, token: string): Request {
  request.headers.set('Authorization', `Bearer ${token}`)
  return request
}

/**
 * Two sendable copies of a request. The body is read into bytes rather than cloned: a cloned body becomes a
 * stream, which browsers send (and devtools record) differently from the bytes the caller gave. Whether there is a
 * body is told by the method, not by `request.body`: Firefox has no such property, and a copy made without a body
 * of its own takes over the original's, leaving the original consumed ('Body has already been consumed').
 */
async function twoCopies(request: Request): Promise<[Request, Request]> {
  if (request.method === 'GET' || request.method === 'HEAD') return [request, new Request(request)]
  const body = await request.arrayBuffer()
  return [new Request(request, { body }), new Request(request, { body })]
}

/**
 * Adds the bearer token (only for the service's own origin), a correlation id and no-cache to every request, and
 * an Idempotency-Key to every write;
 * a request the service refuses with 401 goes once more with a renewed token; every other non-2xx answer or
 * failed fetch becomes one ApiError.
 */
export function serviceMiddleware(options: ServiceMiddlewareOptions): Middleware {
  const newCorrelationId = options.newCorrelationId ?? (() => crypto.randomUUID())
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request))
  /** An unsent copy of each request that carries the token, to send again after a renewal. */
  const retryCopies = new WeakMap<Request, Request>()
  return {
    async onRequest({ request }) {
      // Taken before any await: openapi-fetch calls this synchronously from the call, while the write attempt that
      // made it is still the running one (queries/write-attempt-scope.ts).
      if (options.keyedWrites && request.method !== 'GET') {
        request.headers.set(idempotencyKeyHeader, nextIdempotencyKey())
      }
      request.headers.set(correlationHeader, newCorrelationId())
      request.headers.set('Cache-Control', 'no-cache')
      request.headers.delete('Authorization')
      if (new URL(request.url).origin !== options.serviceOrigin) return request
      const token = await options.accessToken()
      if (!token) return request
      if (!options.renewAccessToken) return withToken(request, token)
      const [outgoing, retryCopy] = await twoCopies(request)
      retryCopies.set(outgoing, retryCopy)
      return withToken(outgoing, token)
    },
    async onResponse({ request, response: firstResponse }) {
      let response = firstResponse
      const retryCopy = retryCopies.get(request)
      if (response.status === 401 && retryCopy && options.renewAccessToken) {
        // Another request may have renewed the token meanwhile; only a refused current token needs renewing.
        const current = await options.accessToken()
        const sent = request.headers.get('Authorization')
        const token = current && `Bearer ${current}` !== sent ? current : await options.renewAccessToken()
        if (token) response = await send(withToken(retryCopy, token))
      }
      if (response.ok) return response
      throw new ApiError({
        status: response.status,
        responseText: await response.clone().text(),
        method: request.method,
        url: request.url,
        correlationId: request.headers.get(correlationHeader) ?? '',
      })
    },
    onError({ request, error }) {
      if (error instanceof ApiError) return error
      return new ApiError({
        kind: error instanceof DOMException && error.name === 'AbortError' ? 'aborted' : 'network',
        status: 0,
        responseText: error instanceof Error ? error.message : String(error),
        method: request.method,
        url: request.url,
        correlationId: request.headers.get(correlationHeader) ?? '',
      })
    },
  }
}
