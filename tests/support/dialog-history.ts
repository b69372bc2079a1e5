import type { Page } from '@playwright/test'

/**
 * How many dialogs have an entry in the page's history (src/app/ui/modal/use-back-closes.ts keeps them in
 * history.state.openDialogs): 0 once a closed dialog's entry is gone, so a Back pressed next goes to the page's.
 */
export const dialogsInHistory = (page: Page) =>
  page.evaluate(() => (window.history.state?.openDialogs as string[] | undefined)?.length ?? 0)
