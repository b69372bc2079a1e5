import createClient from 'openapi-fetch'
import { noteCall } from './call-watch'
import { takeEarly } from './early-calls'
import { type GuardedService, guardCalls } from './guarded-calls'
import { serviceMiddleware } from './service-middleware'
import { sessionTokens } from './token-source'

/**
 * A typed client for one service, bound to its base URL from config.json; every call bounded in time and its answer
 * checked (guarded-calls.ts). An anonymous client never sends the bearer token, even to its own origin: a third
 * party's service, or a call its contract marks public (`security: []`, such as the newsletter confirmation).
 */
export function createServiceClient<Paths extends {}>(
  service: GuardedService,
  baseUrl: string,
  options: { anonymous?: boolean } = {},
) {
  // Resolve fetch per call: msw in Node replaces globalThis.fetch after clients exist. A call the head start sent
  // early for this request is taken up instead (early-calls.ts).
  const send = (request: Request) => {
    const answer = takeEarly(request, (own) => globalThis.fetch(own))
    noteCall(request, answer)
    return answer
  }
  const client = createClient<Paths>({ baseUrl, fetch: send })
  const serviceOrigin = new URL(baseUrl).origin
  const keyedWrites = service !== 'merchandise'
  client.use(
    serviceMiddleware(
      options.anonymous
        ? { serviceOrigin, keyedWrites, accessToken: () => undefined }
        : { serviceOrigin, keyedWrites, ...sessionTokens },
    ),
  )
  return guardCalls(client, service, send)
}

/** The data of a call whose failures the middleware has already turned into ApiError. */
export async function dataOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call
  return data as T
}
