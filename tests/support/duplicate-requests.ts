import type { Page, Request } from '@playwright/test'

/**
 * Watches a page's requests whose URL `matches`: a duplicate is a request sent while another one with the same
 * method and URL is still in flight (the same page asked for twice). Used by the browser tests and the bench.
 */
export function watchDuplicateRequests(page: Page, matches: (url: URL) => boolean) {
  const inFlight = new Map<Request, string>()
  const requested: string[] = []
  const duplicates: string[] = []
  const ended = (request: Request) => inFlight.delete(request)
  const onRequest = (request: Request) => {
    const url = new URL(request.url())
    if (!matches(url)) return
    const key = `${request.method()} ${url.pathname}${url.search}`
    if ([...inFlight.values()].includes(key)) duplicates.push(key)
    inFlight.set(request, key)
    requested.push(key)
  }
  page.on('request', onRequest)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    /** Every matching request so far, as 'METHOD path?query'. */
    requested,
    /** The requests sent while one with the same method and URL was in flight. */
    duplicates,
    /** How many matching requests have not ended yet. */
    pending: () => inFlight.size,
    stop() {
      page.off('request', onRequest)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/** GET /photos/timeline/{year}/{month}: a month's page of photos. */
export const isTimelinePage = (url: URL) => /\/photos\/timeline\/\d+\/\d+$/.test(url.pathname)
