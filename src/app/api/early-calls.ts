// Service calls sent before the app's code has come (src/app/head-start.ts, decision 0063), and how a client takes one
// up instead of sending its own request.

/** Names each request in the services' logs and the app's failure reports (docs/requirements/errors.md). */
export const correlationHeader = 'X-CorrelationId'

interface EarlyCall {
  authorization: string
  correlationId: string
  answer: Promise<Response>
}

const calls = new Map<string, EarlyCall>()
/** Whether the app has sent a call of its own: the head start then came too late, and sends nothing. */
let appCalling = false

/**
 * Sends a GET with the headers the service middleware gives every call (service-middleware.ts). Only the head start
 * sends these, to URLs it has checked lie on a service's own origin.
 */
export function sendEarly(url: string, token: string, correlationId: string): void {
  if (appCalling) return
  const authorization = `Bearer ${token}`
  const answer = fetch(url, {
    headers: {
      Authorization: authorization,
      [correlationHeader]: correlationId,
      'Cache-Control': 'no-cache',
    },
  })
  answer.catch(() => undefined) // a failure is the app's own request's to meet (takeEarly)
  calls.set(url, { authorization, correlationId, answer })
}

/** The request's abort, as a rejection (the call's time limit, or the screen that asked having gone). */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, fail) => {
    if (signal.aborted) fail(signal.reason)
    signal.addEventListener('abort', () => fail(signal.reason), { once: true })
  })
}

/**
 * Whether an early call's answer is the one the app's own request would get: a success, or a 404 (no such thing: a
 * campaign out of season, an order that is not there), which the page shows as it comes.
 */
const isTheAnswer = (response: Response) => response.ok || response.status === 404

/**
 * The answer to a request, from the call sent early for it when there is one: the same URL, a GET, the same token.
 * Taken once; the request then carries the early call's correlation id, the one the service saw. An early call that
 * failed or was refused is not the answer: the request is sent as usual (a GET is safe to send again), so a renewed
 * token, a retry and the failure's own message all work as they do without a head start.
 */
export function takeEarly(
  request: Request,
  send: (request: Request) => Promise<Response>,
): Promise<Response> {
  appCalling = true
  const call = request.method === 'GET' ? calls.get(request.url) : undefined
  if (!call || request.headers.get('Authorization') !== call.authorization) return send(request)
  calls.delete(request.url)
  const sentOwnId = request.headers.get(correlationHeader)
  request.headers.set(correlationHeader, call.correlationId)
  const answer = call.answer.then(
    (response) => (isTheAnswer(response) ? response : undefined),
    () => undefined,
  )
  return Promise.race([
    aborted(request.signal),
    answer.then((response) => {
      if (response) return response
      if (sentOwnId) request.headers.set(correlationHeader, sentOwnId)
      return send(request)
    }),
  ])
}

/** Forgets the calls not taken up (unit tests). */
export function forgetEarlyCalls(): void {
  calls.clear()
  appCalling = false
}
