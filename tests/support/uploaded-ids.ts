import type { Page } from '@playwright/test'

/** The ids of the photos the storage service created, as the uploads answer. */
export function collectUploadedIds(page: Page): string[] {
  const ids: string[] = []
  page.on('response', async (response) => {
    if (
      response.request().method() === 'POST' &&
      /\/storage\/uploads\?/.test(response.url()) &&
      response.ok()
    ) {
      ids.push(((await response.json()) as { imageId: string }).imageId)
    }
  })
  return ids
}
