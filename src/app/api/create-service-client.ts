import createClient from 'openapi-fetch'
import { currentAccessToken, renewAccessToken } from '#app/platform/auth/session'
import { serviceMiddleware } from './service-middleware'

/**
 * A typed client for one service, bound to its base URL from config.json. An anonymous client never sends the
 * bearer token, even to its own origin: a third party's service, or a call its contract marks public
 * (`security: []`, such as the newsletter confirmation).
 */
export function createServiceClient<Paths extends {}>(
  baseUrl: string,
  options: { anonymous?: boolean } = {},
) {
  const client = createClient<Paths>({
    baseUrl,
    // Resolve fetch per call: msw in Node replaces globalThis.fetch after clients exist.
    fetch: (request) => globalThis.fetch(request),
  })
  client.use(
    serviceMiddleware(
      options.anonymous
        ? { serviceOrigin: new URL(baseUrl).origin, accessToken: () => undefined }
        : { serviceOrigin: new URL(baseUrl).origin, accessToken: currentAccessToken, renewAccessToken },
    ),
  )
  return client
}

/** The data of a call whose failures the middleware has already turned into ApiError. */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call
  return data as T
}
