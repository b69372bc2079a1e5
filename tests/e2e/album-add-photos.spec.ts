import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const albumCells = (page: Page) =>
  page.getByRole('region', { name: 'Photos in this album' }).getByRole('link')

/** Creates an empty album from the Albums tab and lands on it. */
async function newEmptyAlbum(page: Page, name: string) {
  await page.getByRole('button', { name: 'New album' }).click()
  await page.getByLabel('Album name').fill(name)
  await page.getByRole('button', { name: 'Create album' }).click()
  await expect(page.getByText('Your album is empty')).toBeVisible()
}

test.describe('Add photos to an album', () => {
  test('from the empty album: choose photos from the library, add them, and they are in the album', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await newEmptyAlbum(page, 'Holiday picks')
    await page.getByRole('button', { name: 'Add photos' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add photos to Holiday picks' })
    const add = dialog.getByRole('button', { name: 'Add to album' })
    await expect(add).toBeDisabled()
    await expect(dialog.getByText('0 selected')).toBeVisible()
    const tiles = dialog.getByRole('checkbox', { name: /^Taken on / })
    await tiles.nth(0).click()
    await tiles.nth(2).click()
    await tiles.nth(3).click()
    await expect(tiles.nth(2)).toBeChecked()
    await expect(dialog.getByText('3 selected')).toBeVisible()
    await add.click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: '3 photos added to Holiday picks' }),
    ).toBeVisible()
    await expect(albumCells(page)).toHaveCount(3)
    await expect(page.locator('.album-stats')).toHaveText(/^3 photos/)
    // With photos, Add photos is the header's again, beside sort and select.
    await expect(page.getByRole('button', { name: 'Add photos' })).toHaveCount(1)
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible()
    await expect.poll(() => contractCalls.checked).toContain('photos.addAlbumPhotos')
  })

  test('Add photos works with the keyboard, and Escape closes the dialog', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await newEmptyAlbum(page, 'Keys')
    // An empty album offers it once, in its empty state (the header's comes with the first photos).
    const open = page.getByRole('button', { name: 'Add photos' })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add photos to Keys' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test.describe('when adding fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed|Exceeded maximum amount of retries!/ })

    test('says so inside the dialog, which stays open with the choice kept', async ({ page, openApp }) => {
      await openApp({
        persona: 'consumer',
        path: '/my-photos/albums',
        scenarios: ['faults:album-photos-add'],
      })
      await newEmptyAlbum(page, 'Will fail')
      await page.getByRole('button', { name: 'Add photos' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Add photos to Will fail' })
      await dialog
        .getByRole('checkbox', { name: /^Taken on / })
        .first()
        .click()
      await dialog.getByRole('button', { name: 'Add to album' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Error: Your photos could not be added to the album')
      await expect(dialog.getByText('1 selected')).toBeVisible()
      await expect(dialog.getByRole('checkbox').first()).toBeChecked()
    })
  })

  test('speaks the customer’s language (de-AT)', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-at', persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('button', { name: 'Neues Album' }).click()
    await page.getByLabel('Albumname').fill('Urlaub')
    await page.getByRole('button', { name: 'Album erstellen' }).click()
    await page.getByRole('button', { name: 'Fotos hinzufügen' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Fotos zu Urlaub hinzufügen' })
    await dialog.getByRole('checkbox').first().click()
    await expect(dialog.getByText('1 ausgewählt')).toBeVisible()
    await dialog.getByRole('button', { name: 'Zum Album hinzufügen' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 Foto zu Urlaub hinzugefügt' })).toBeVisible()
  })
})
