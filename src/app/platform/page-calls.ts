import type { AppConfig } from './config'

// A page's own first GET that its address alone names, which the head start (src/app/head-start.ts) can send at an
// address it remembers nothing of, beside the shell's calls (shell-calls.ts): an order opened for the first time on
// this device then has its order as early as an order opened before (issue 40, decision 0070).

/** An order's page: `/orders/:orderCode` (routes.ts), written out so the head start does not load the route table. */
const orderPage = /^\/orders\/([^/]+)\/?$/

/** The address's own segment as the router hands it to the page: decoded; undefined when it cannot be. */
function segmentValue(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * GET {orders}/v1/superorders/{code} on an order's page, as the service client builds it (the largest paint of the
 * page is the order's date, which needs nothing else); nothing at any other address.
 */
export function pageCallsAt(pathname: string, config: AppConfig): string[] {
  const segment = orderPage.exec(pathname)?.[1]
  const code = segment === undefined ? undefined : segmentValue(segment)
  if (!code) return []
  return [`${config.services.orders}/v1/superorders/${encodeURIComponent(code)}`]
}
