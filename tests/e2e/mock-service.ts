import type { Page } from '@playwright/test'
import { accessTokenCookie } from '../../src/app/platform/auth/token-store'

/**
 * Calls a service from the page as the signed-in user: test setup and checks through the mocks' own API. The
 * mocks answer in the page, so it waits until the app has started them (it renders only after).
 */
export async function callMockService<T>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  await page.waitForFunction(
    (cookie) =>
      document.cookie.includes(`${cookie}=`) && (document.getElementById('root')?.childElementCount ?? 0) > 0,
    accessTokenCookie,
  )
  return page.evaluate(
    async ({ method, url, body, cookie }) => {
      const token = decodeURIComponent(
        new RegExp(`(?:^|; )${cookie}=([^;]*)`).exec(document.cookie)?.[1] ?? '',
      )
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-CorrelationId': crypto.randomUUID(),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      return response.status === 204 ? undefined : response.json()
    },
    { method, url, body, cookie: accessTokenCookie },
  ) as Promise<T>
}
