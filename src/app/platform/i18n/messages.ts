import { ownFileTimeLimitMs } from '#app/api/time-limits'
import { revalidateEachVisit, timeLimitedFetch } from '../time-limited-fetch'
import type { Locale } from './locales'

/** Message id → its ICU text, or its compiled AST (as served by the build and the dev server). */
export type Messages = Record<string, string>

/** The locale's messages from the app's own origin (`/locales/{locale}.json`), as the spec says, within the limit. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return timeLimitedFetch(
    `/locales/${locale}.json`,
    revalidateEachVisit,
    ownFileTimeLimitMs,
    async (response) => {
      if (!response.ok) throw new Error(`Messages for ${locale} could not be loaded: ${response.status}`)
      return (await response.json()) as Messages
    },
  )
}
