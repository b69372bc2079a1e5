/**
 * What the HTTP mock server was asked and answered, newest last, at `GET /__mock-requests`: a test counts that a write
 * arrived once with its body, and that nothing failed that it did not ask for, in any browser engine (WebDriver shows
 * no network). Bodies of JSON writes are kept as text; others by their size alone.
 */
export const mockRequestsPath = '/__mock-requests'

export interface LoggedRequest {
  /** Its place in the log, counted from the server's start (the oldest entries are let go past the limit). */
  seq: number
  method: string
  /** Path and query, as the app sent them. */
  path: string
  status: number
  /** The browser's User-Agent: journeys of several engines share one server. */
  userAgent?: string
  /** The JSON body as sent, or `<N bytes>` for another kind of body; absent without one. */
  body?: string
}

export function describeBody(contentType: string | undefined, body: Buffer | undefined): string | undefined {
  if (!body?.length) return undefined
  return contentType?.includes('json') ? body.toString('utf8') : `<${body.length} bytes>`
}

export function createRequestLog(limit = 5_000) {
  const entries: LoggedRequest[] = []
  let seq = 0
  return {
    add(entry: Omit<LoggedRequest, 'seq'>) {
      seq += 1
      entries.push({ seq, ...entry })
      if (entries.length > limit) entries.splice(0, entries.length - limit)
    },
    entries: () => [...entries],
  }
}
