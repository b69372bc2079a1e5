import type { Page } from '@playwright/test'
import { type AppState, expect, test } from './fixtures'
import { openFirstPreview, previewBar, selectFirstPhoto, toolbar } from './photo-actions'

type OpenApp = (state?: AppState) => Promise<void>

const albumGrid = (page: Page) => page.getByRole('region', { name: 'Photos in this album' })

/** The path of the persona's album of this name, found on the Albums tab (with every flag on). */
async function albumPathOf(page: Page, openApp: OpenApp, persona: string, name: string) {
  await openApp({ persona, path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } })
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return new URL(page.url()).pathname
}

// Flags given in the address are kept in local storage; every test has a browser of its own.
test.describe('DownloadViewEnabled', () => {
  test('on: Download in the toolbar and the preview, and the downloads page opens', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', query: { DownloadViewEnabled: 'true' } })
    await selectFirstPhoto(page)
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).toBeEnabled()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await openFirstPreview(page)
    await expect(previewBar(page).getByRole('button', { name: 'Download' })).toBeVisible()

    await openApp({ persona: 'consumer', path: '/downloads', query: { DownloadViewEnabled: 'true' } })
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible()
    await expect(page).toHaveURL(/\/downloads\?/)
  })

  test('off: no Download in the Photos toolbar or the preview', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { DownloadViewEnabled: 'false' } })
    await selectFirstPhoto(page)
    await expect(toolbar(page).getByRole('button', { name: 'Delete' })).toBeEnabled()
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await openFirstPreview(page)
    await expect(previewBar(page).getByRole('button', { name: 'Download' })).toHaveCount(0)
  })

  test('off: /downloads sends the user to /', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/downloads', query: { DownloadViewEnabled: 'false' } })
    await expect(page).toHaveURL(/\.localhost:\d+\/(\?.*)?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toHaveCount(0)
  })

  test('off: no Download in an album’s toolbar or preview', async ({ page, openApp }) => {
    const path = await albumPathOf(page, openApp, 'consumer', 'Family')
    await openApp({ persona: 'consumer', path, query: { DownloadViewEnabled: 'false' } })
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    await selectFirstPhoto(page)
    await expect(toolbar(page).getByRole('button', { name: 'Delete from album' })).toBeEnabled()
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await albumGrid(page).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/preview\//)
    await expect(previewBar(page).getByRole('button', { name: 'Delete from album' })).toBeVisible()
    await expect(previewBar(page).getByRole('button', { name: 'Download' })).toHaveCount(0)
  })

  test('off: no Download in a shared album’s toolbar or preview', async ({ page, openApp }) => {
    const path = await albumPathOf(page, openApp, 'participant', 'Summer holiday')
    await openApp({
      persona: 'participant',
      path,
      query: { ReactivationEnabled: 'false', DownloadViewEnabled: 'false' },
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Summer holiday' })).toBeVisible()
    await selectFirstPhoto(page)
    await expect(toolbar(page).getByRole('button', { name: 'Copy to album' })).toBeVisible()
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await albumGrid(page).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/preview\//)
    await expect(previewBar(page).getByRole('button', { name: 'Copy to album' })).toBeVisible()
    await expect(previewBar(page).getByRole('button', { name: 'Download' })).toHaveCount(0)
  })
})
