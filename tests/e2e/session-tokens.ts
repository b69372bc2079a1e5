import type { BrowserContext, Cookie, Page } from '@playwright/test'
import { accessTokenCookie, refreshTokenKey } from '../../src/app/platform/auth/token-store'

export interface SessionTokens {
  /** The access-token cookie, with its attributes. */
  access: Cookie | undefined
  /** The refresh token in the app origin's storage (decision 0057). */
  refresh: string | undefined
  /** A refresh-token cookie: none once the app has started (no request may carry it). */
  refreshCookie: Cookie | undefined
}

/** The session as the app keeps it on `origin`, read from the whole context (the page may be at the provider). */
export async function sessionTokens(context: BrowserContext, origin: string): Promise<SessionTokens> {
  const { cookies, origins } = await context.storageState()
  return {
    access: cookies.find((cookie) => cookie.name === accessTokenCookie),
    refresh: origins
      .find((stored) => stored.origin === origin)
      ?.localStorage.find((item) => item.name === refreshTokenKey)?.value,
    refreshCookie: cookies.find((cookie) => cookie.name === refreshTokenKey),
  }
}

/** Puts a refresh token in the storage of the page's origin, as the app would have kept it (the page is the app's). */
export async function storeRefreshToken(page: Page, value: string) {
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [refreshTokenKey, value] as const)
}

/**
 * Before any page of the context starts, the refresh token in `origin`'s storage, as the app's sign-in would have
 * kept it beside the access-token cookie: only while that cookie is there and storage has none, so a renewed token,
 * a sign-out and the app's own forgetting stand; where storage refuses it, as the app's sign-in would, none.
 */
export async function seedRefreshToken(context: BrowserContext, origin: string, value: string) {
  await context.addInitScript(
    ([appOrigin, access, key, token]) => {
      if (
        location.origin !== appOrigin ||
        !document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${access}=`))
      )
        return
      try {
        if (!localStorage.getItem(key)) localStorage.setItem(key, token)
      } catch {} // Storage refused (cookie-blocked.spec.ts): as the app's sign-in, nothing kept.
    },
    [origin, accessTokenCookie, refreshTokenKey, value] as const,
  )
}
