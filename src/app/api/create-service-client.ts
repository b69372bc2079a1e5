import createClient from 'openapi-fetch'
import { readAccessToken } from '../platform/auth/token-cookies'
import { serviceMiddleware } from './service-middleware'

/**
 * A typed client for one service, bound to its base URL from config.json. A third party's client never sends the
 * bearer token, even to its own origin.
 */
export function createServiceClient<Paths extends {}>(
  baseUrl: string,
  options: { thirdParty?: boolean } = {},
) {
  const client = createClient<Paths>({
    baseUrl,
    // Resolve fetch per call: msw in Node replaces globalThis.fetch after clients exist.
    fetch: (request) => globalThis.fetch(request),
  })
  client.use(
    serviceMiddleware({
      serviceOrigin: new URL(baseUrl).origin,
      readAccessToken: options.thirdParty ? () => undefined : readAccessToken,
    }),
  )
  return client
}

/** The data of a call whose failures the middleware has already turned into ApiError. */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call
  return data as T
}
