import type { Page } from '@playwright/test'
import { accessTokenCookie } from '../../src/app/platform/auth/token-store'

/**
 * A change made somewhere else (another device, customer care) while the page is open: sent to the service the page
 * uses, with the session's token, behind the page's back, unconditionally (no If-Match). Answers the status.
 */
export function changeElsewhere(
  page: Page,
  change: { service: string; method: 'PUT' | 'PATCH'; path: string; body: unknown },
): Promise<number> {
  return page.evaluate(
    async ({ service, method, path, body, tokenCookie }) => {
      const { services } = (await (await fetch('/config.json')).json()) as {
        services: Record<string, string>
      }
      const token = document.cookie
        .split(/;\s*/)
        .find((pair) => pair.startsWith(`${tokenCookie}=`))
        ?.slice(tokenCookie.length + 1)
      const response = await fetch(`${services[service]}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return response.status
    },
    { ...change, tokenCookie: accessTokenCookie },
  )
}
