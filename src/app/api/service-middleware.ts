import type { Middleware } from 'openapi-fetch'
import { ApiError } from './api-error'

export const correlationHeader = 'X-CorrelationId'

export interface ServiceMiddlewareOptions {
  /** The service's own origin: the only one that may receive the bearer token. */
  serviceOrigin: string
  readAccessToken: () => string | undefined
  newCorrelationId?: () => string
}

/**
 * Adds the bearer token (only for the service's own origin), a correlation id and no-cache to every request,
 * and turns every non-2xx answer or failed fetch into one ApiError.
 */
export function serviceMiddleware(options: ServiceMiddlewareOptions): Middleware {
  const newCorrelationId = options.newCorrelationId ?? (() => crypto.randomUUID())
  return {
    onRequest({ request }) {
      request.headers.set(correlationHeader, newCorrelationId())
      request.headers.set('Cache-Control', 'no-cache')
      request.headers.delete('Authorization')
      const token = options.readAccessToken()
      if (token && new URL(request.url).origin === options.serviceOrigin) {
        request.headers.set('Authorization', `Bearer ${token}`)
      }
      return request
    },
    async onResponse({ request, response }) {
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
        status: 0,
        responseText: error instanceof Error ? error.message : String(error),
        method: request.method,
        url: request.url,
        correlationId: request.headers.get(correlationHeader) ?? '',
      })
    },
  }
}
