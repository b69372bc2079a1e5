// Every request of a page over several documents, as Chromium's network domain reports them (issue 40 point 4): a
// sign-in goes from the app to the identity provider and back, and each document's resource timing knows only its own
// requests. Times are milliseconds of the wall clock, so they compare with a document's `performance.timeOrigin`.
import type { CDPSession } from '@playwright/test'
import type { TimedRequest } from './waves'

interface LoggedRequest extends TimedRequest {
  url: string
}

/** Starts logging; `requests()` gives what was logged so far, each named by `nameOf(url)`. */
export async function logNetwork(cdp: CDPSession, nameOf: (url: string) => string) {
  const byId = new Map<string, LoggedRequest>()
  const logged: LoggedRequest[] = []
  // The network domain's timestamps are monotonic seconds; its first request's wall time ties them to the clock.
  let wallMinusMonotonicMs: number | undefined
  const wallMs = (monotonicSeconds: number) => monotonicSeconds * 1000 + (wallMinusMonotonicMs ?? 0)
  const end = (requestId: string, timestamp: number) => {
    const request = byId.get(requestId)
    if (request && request.end === undefined) request.end = wallMs(timestamp)
  }
  cdp.on('Network.requestWillBeSent', (event) => {
    wallMinusMonotonicMs ??= event.wallTime * 1000 - event.timestamp * 1000
    // A redirect ends the request it answered and starts the next under the same id.
    if (event.redirectResponse) end(event.requestId, event.timestamp)
    const request: LoggedRequest = {
      url: event.request.url,
      name: nameOf(event.request.url),
      start: wallMs(event.timestamp),
    }
    byId.set(event.requestId, request)
    logged.push(request)
  })
  cdp.on('Network.requestServedFromCache', (event) => {
    const request = byId.get(event.requestId)
    if (request) request.fromCache = true
  })
  cdp.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId)
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache))
      request.fromCache = true
  })
  cdp.on('Network.loadingFinished', (event) => end(event.requestId, event.timestamp))
  cdp.on('Network.loadingFailed', (event) => end(event.requestId, event.timestamp))
  await cdp.send('Network.enable')
  return { requests: (): LoggedRequest[] => logged.map((request) => ({ ...request })) }
}
