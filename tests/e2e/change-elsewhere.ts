import type { Page } from '@playwright/test'
import { accessTokenCookie } from '../../src/app/platform/auth/token-store'
import { callAsSession, type SessionCall } from '../support/call-as-session'

/**
 * A change made somewhere else (another device, customer care) while the page is open: sent to the service the page
 * uses, with the session's token, behind the page's back, unconditionally (no If-Match). Answers the status.
 */
export async function changeElsewhere(page: Page, change: Omit<SessionCall, 'tokenCookie'>): Promise<number> {
  return (await page.evaluate(callAsSession, { ...change, tokenCookie: accessTokenCookie })).status
}
