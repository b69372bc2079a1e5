import type { Page } from '@playwright/test'
import { scaledMs } from '../support/machine-factor'
import { axeViolations } from './axe'
import { type AppState, expect, test } from './fixtures'

type OpenApp = (state?: AppState) => Promise<void>

/** Opens the albums tab, then the album with this name; answers the album's path. */
async function openAlbum(page: Page, openApp: OpenApp, name: string, state: AppState = {}) {
  await openApp({ persona: 'consumer', path: '/my-photos/albums', ...state })
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click({ timeout: scaledMs(20_000) })
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return new URL(page.url()).pathname
}

const cells = (page: Page) => page.getByRole('region', { name: 'Photos in this album' }).getByRole('link')
const position = (page: Page) => page.locator('.photo-preview__position')
const albumCount = async (page: Page) =>
  Number((await page.locator('.album-stats').textContent())!.match(/^\d+/)![0])

/** Opens the album's first photo from its cell; answers the album's path and photo count. */
async function openFirstPhoto(page: Page, openApp: OpenApp, state: AppState = {}) {
  const albumPath = await openAlbum(page, openApp, 'Family', state)
  await expect(cells(page).first()).toBeVisible()
  const count = await albumCount(page)
  await cells(page).first().click()
  await expect(position(page)).toHaveText(`Photo 1 of ${count}`)
  return { albumPath, count }
}

test.describe('album photo preview', () => {
  test('an album cell opens it full screen with the album bottom bar', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    const albumPath = await openAlbum(page, openApp, 'Family')
    const first = cells(page).first()
    await expect(first).toHaveAttribute(
      'href',
      new RegExp(`^${albumPath}/preview/[0-9a-f-]{36}\\?mock-persona=consumer$`),
    )
    const count = await albumCount(page)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${albumPath}/preview/[0-9a-f-]{36}\\?mock-persona=consumer$`))
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`)
    await expect(page.getByTestId('photo-preview-stage').getByRole('img')).toHaveAttribute(
      'src',
      /\/1300\.svg$/,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toHaveCount(0)
    for (const name of ['Copy to album', 'Delete from album', 'Download']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeEnabled()
    }
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0)
    await expect.poll(() => contractCalls.checked).toContain('photos.listAlbumPhotos')
    expect(await axeViolations(page)).toEqual([])
  })

  test('the arrows move through the album; Escape returns to the album with its query string', async ({
    page,
    openApp,
  }) => {
    const { albumPath, count } = await openFirstPhoto(page, openApp, { query: { stripped: 'true' } })
    await page.keyboard.press('ArrowRight')
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`)
    await page.getByRole('button', { name: 'Next photo' }).click()
    await expect(position(page)).toHaveText(`Photo 3 of ${count}`)
    await page.keyboard.press('ArrowLeft')
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`)
    await expect(page).toHaveURL(/\/preview\/[0-9a-f-]{36}\?(.*&)?stripped=true/)
    const shownLast = new URL(page.url()).pathname
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`${albumPath}\\?(.*&)?stripped=true`))
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    // Focus is back on the cell of the photo shown last (the second), not the one the preview opened from.
    await expect(cells(page).nth(1)).toHaveAttribute('href', new RegExp(`^${shownLast}\\?`))
    await expect(cells(page).nth(1)).toBeFocused()
  })

  test('Back returns to the album, focus on the photo’s cell', async ({ page, openApp }) => {
    const { albumPath } = await openFirstPhoto(page, openApp)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(new RegExp(`${albumPath}\\?mock-persona=consumer$`))
    await expect(cells(page).first()).toBeFocused()
  })

  test('Delete from album takes the photo out at once and says so', async ({ page, openApp }) => {
    const { albumPath, count } = await openFirstPhoto(page, openApp)
    const removed = new URL(page.url()).pathname
    await page.getByRole('button', { name: 'Delete from album' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Photo removed from' })).toHaveText(
      'Photo removed from FamilyUndo',
    )
    await expect(position(page)).toHaveText(`Photo 1 of ${count - 1}`)
    expect(new URL(page.url()).pathname).not.toBe(removed)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`${albumPath}\\?`))
    await expect(page.locator('.album-stats')).toContainText(`${count - 1} photos`)
    await expect(cells(page)).toHaveCount(count - 1)
  })

  test.describe('when deleting from the album fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed|Exceeded maximum amount of retries!/ })

    test('the photo comes back and the error says so', async ({ page, openApp }) => {
      await page.clock.install()
      const { albumPath, count } = await openFirstPhoto(page, openApp, {
        scenarios: ['faults:album-photos-remove'],
      })
      await page.getByRole('button', { name: 'Delete from album' }).click()
      await expect(position(page)).toHaveText(`Photo 1 of ${count - 1}`)
      await page.clock.fastForward(5_000)
      await expect(page.getByRole('alert').filter({ hasText: 'Error:' })).toHaveText(
        'Error: Your photo could not be removed from the album',
      )
      // The preview moved on to the next photo; the removed one is back before it.
      await expect(position(page)).toHaveText(`Photo 2 of ${count}`)
      await page.keyboard.press('Escape')
      await expect(page).toHaveURL(new RegExp(`${albumPath}\\?`))
      await expect(cells(page)).toHaveCount(count)
    })
  })

  test('copies the photo into another album', async ({ page, openApp }) => {
    await openFirstPhoto(page, openApp)
    await page.getByRole('button', { name: 'Copy to album' }).click()
    const modal = page.getByRole('dialog', { name: 'Copy to album' })
    await expect(modal.getByText('1 photo selected')).toBeVisible()
    const albums = modal.getByRole('list', { name: 'Your albums' }).getByRole('button')
    await expect(albums).toHaveCount(3)
    await albums.filter({ hasText: 'Garden' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Photos copied to' })).toHaveText(
      'Photos copied to Garden',
    )
  })

  test('an unknown photo id goes back to the album', async ({ page, openApp }) => {
    const albumPath = await openAlbum(page, openApp, 'Family')
    await openApp({ persona: 'consumer', path: `${albumPath}/preview/no-such-photo` })
    await expect(page).toHaveURL(new RegExp(`${albumPath}\\?mock-persona=consumer$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
  })

  test('an empty album has no preview: back to the album', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('button', { name: 'New album' }).click({ timeout: scaledMs(20_000) })
    const dialog = page.getByRole('dialog', { name: 'Create new album' })
    await dialog.getByLabel('Album name').fill('Empty')
    await dialog.getByRole('button', { name: 'Create album' }).click()
    await expect(page.getByText('Your album is empty')).toBeVisible()
    const albumPath = new URL(page.url()).pathname
    await page.goto(new URL(`${albumPath}/preview/anything?mock-persona=consumer`, page.url()).href)
    await expect(page).toHaveURL(new RegExp(`${albumPath}\\?mock-persona=consumer$`))
  })

  test('speaks the locale: nl-NL', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums', locale: 'nl-NL' })
    await page.getByRole('link', { name: /^Family \d/ }).click({ timeout: scaledMs(20_000) })
    await page.getByRole('region', { name: 'Foto’s in dit album' }).getByRole('link').first().click()
    await expect(page.getByRole('button', { name: 'Verwijderen uit album' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Kopiëren naar album' })).toBeVisible()
  })
})
