/**
 * For the app's own files that change with a deployment (config.json, the locales): asked on each visit as a
 * revalidation, answered 304 when unchanged. The server's `Cache-Control: no-cache` answer makes the browser revalidate
 * (deploy/nginx, README 'Deploying'); the request itself is of the kind the HTML's `Link` preload of the same file is
 * (decision 0076): the default cache mode (with `cache: 'no-cache'` Firefox did not take the preload up and asked
 * again, a round trip after the code), no-cors with credentials, as a preload without `crossorigin` asks (WebKit hands
 * no CORS preload to `fetch()`: it downloaded the messages twice). The files are the page's own origin's, so the
 * answer is readable all the same. A request header `Cache-Control: no-cache` instead had browsers download the whole
 * file on every visit (issue 40).
 */
export const revalidateEachVisit: RequestInit = { mode: 'no-cors', credentials: 'include' }

/**
 * A fetch that is no service call (the app's own files, a file to save, telemetry), bounded in time like every call
 * (limits: api/time-limits.ts). `read` takes the answer and runs within the limit, its body included; it calls
 * `stillArriving` as parts of a long body come, which restarts the limit: then the limit is the longest silence, not
 * the whole download. A timer rather than `AbortSignal.timeout`, so that a test's clock can move it.
 */
export async function timeLimitedFetch<Result>(
  url: string,
  init: RequestInit,
  limitMs: number,
  read: (response: Response, stillArriving: () => void) => Promise<Result>,
): Promise<Result> {
  const controller = new AbortController()
  const abort = () =>
    controller.abort(new DOMException(`${url}: no answer within ${limitMs} ms`, 'TimeoutError'))
  let timer = setTimeout(abort, limitMs)
  const stillArriving = () => {
    clearTimeout(timer)
    timer = setTimeout(abort, limitMs)
  }
  // The limit ends the wait even for a reading that does not watch the signal.
  const givenUp = new Promise<never>((_, fail) =>
    controller.signal.addEventListener('abort', () => fail(controller.signal.reason), { once: true }),
  )
  try {
    return await Promise.race([
      fetch(url, { ...init, signal: controller.signal }).then((response) => read(response, stillArriving)),
      givenUp,
    ])
  } finally {
    clearTimeout(timer)
  }
}
