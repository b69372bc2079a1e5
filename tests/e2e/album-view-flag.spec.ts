import { expect, tab, test } from './fixtures'
import { openFirstPreview, previewBar, selectFirstPhoto, toolbar } from './photo-actions'

// Flags given in the address are kept in local storage; every test has a browser of its own.
test.describe('AlbumViewEnabled', () => {
  test('on: the Albums tab with its count, and Copy to album in the toolbar and the preview', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', query: { AlbumViewEnabled: 'true' } })
    await expect(tab(page, 'Albums')).toHaveText('Albums4')
    await selectFirstPhoto(page)
    await expect(toolbar(page).getByRole('button', { name: 'Copy to album' })).toBeEnabled()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await openFirstPreview(page)
    await expect(previewBar(page).getByRole('button', { name: 'Copy to album' })).toBeVisible()
  })

  test('off: no Albums tab, and no Copy to album in the toolbar or the preview', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', query: { AlbumViewEnabled: 'false' } })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await expect(tab(page, 'Albums')).toHaveCount(0)
    await selectFirstPhoto(page)
    await expect(toolbar(page).getByRole('button', { name: 'Delete' })).toBeEnabled()
    await expect(toolbar(page).getByRole('button', { name: 'Copy to album' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await openFirstPreview(page)
    await expect(previewBar(page).getByRole('button', { name: 'Copy to album' })).toHaveCount(0)
  })

  test('off: a shared album offers no Copy to album either, in its toolbar or its preview', async ({
    page,
    openApp,
  }) => {
    // The shared album's address, from the Albums tab while the album view is still on.
    await openApp({
      persona: 'participant',
      path: '/my-photos/albums',
      query: { ReactivationEnabled: 'false' },
    })
    await page.getByRole('link', { name: /^Summer holiday \d/ }).click()
    await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[0-9a-f-]{36}\?/)
    const path = new URL(page.url()).pathname

    await openApp({
      persona: 'participant',
      path,
      query: { ReactivationEnabled: 'false', AlbumViewEnabled: 'false' },
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Summer holiday' })).toBeVisible()
    await page.getByRole('button', { name: 'Select' }).click()
    await page.getByRole('region', { name: 'Photos in this album' }).getByRole('checkbox').first().click()
    await expect(toolbar(page)).toContainText('1 selected')
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).toBeEnabled()
    await expect(toolbar(page).getByText('Copy to album')).toHaveCount(0)
    await page.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('region', { name: 'Photos in this album' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/preview\//)
    await expect(previewBar(page).getByRole('button', { name: 'Download' })).toBeVisible()
    await expect(previewBar(page).getByRole('button', { name: 'Copy to album' })).toHaveCount(0)
  })
})
