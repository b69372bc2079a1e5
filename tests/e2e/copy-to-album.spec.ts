import type { Page } from '@playwright/test'
import { scaledMs } from '../support/machine-factor'
import { axeViolations } from './axe'
import { type AppState, expect, test } from './fixtures'
import { callMockService } from './mock-service'

type OpenApp = (state?: AppState) => Promise<void>

interface MockAlbum {
  albumId: string
  albumName: string
  photosCount: number
}

/** Asks the mocks (in the page) a GET of the photo service as the signed-in user. */
function photoService<T>(page: Page, path: string): Promise<T> {
  return callMockService<T>(page, 'GET', `http://localhost:9090/photos${path}`)
}

async function albumNamed(page: Page, name: string): Promise<MockAlbum> {
  const { albums } = await photoService<{ albums: MockAlbum[] }>(page, '/albums')
  return albums.find((album) => album.albumName === name)!
}

/** How many of these photos the album does not hold yet: what copying them adds to its count. */
async function newToAlbum(page: Page, album: MockAlbum, photoIds: string[]): Promise<number> {
  const { images } = await photoService<{ images: { imageId: string }[] }>(
    page,
    `/albums/${album.albumId}/photos?limit=500`,
  )
  const held = new Set(images.map((photo) => photo.imageId))
  return photoIds.filter((id) => !held.has(id)).length
}

/** The first photos of the timeline (sort dateTaken, desc: the order GET /photos answers by default). */
async function firstPhotoIds(page: Page, count: number): Promise<string[]> {
  const { images } = await photoService<{ images: { imageId: string }[] }>(page, `/photos?limit=${count}`)
  return images.map((photo) => photo.imageId)
}

const toolbar = (page: Page, name = 'Selected photos') => page.getByRole('toolbar', { name })
const dialog = (page: Page, name = 'Copy to album') => page.getByRole('dialog', { name })

/** On the Photos screen: selects the first `count` photos and opens Copy to album. */
async function copyFirstPhotos(
  page: Page,
  count: number,
  labels = { select: 'Select', toolbar: 'Selected photos', copy: 'Copy to album' },
) {
  await page.getByRole('button', { name: labels.select, exact: true }).click()
  const cells = page.getByRole('checkbox')
  for (let index = 0; index < count; index++) await cells.nth(index).click()
  await toolbar(page, labels.toolbar).getByRole('button', { name: labels.copy }).click()
}

async function openPhotos(page: Page, openApp: OpenApp, state: AppState = {}) {
  await openApp({ persona: 'consumer', ...state })
  // The first load signs in through the mock identity provider: give it time on a busy machine.
  await expect(page.locator('a.photo-cell').first()).toBeVisible({ timeout: scaledMs(20_000) })
}

test.describe('Copy to album', () => {
  test('from the timeline into an existing album: the count grows and the toast links to the album', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openPhotos(page, openApp)
    const garden = await albumNamed(page, 'Garden')
    const added = await newToAlbum(page, garden, await firstPhotoIds(page, 3))
    expect(added).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Select', exact: true }).click()
    const copy = toolbar(page).getByRole('button', { name: 'Copy to album' })
    await expect(copy).toBeDisabled()
    for (let index = 0; index < 3; index++) await page.getByRole('checkbox').nth(index).click()
    await copy.click()

    const modal = dialog(page)
    await expect(modal.getByText('3 photos selected')).toBeVisible()
    const albums = modal.getByRole('list', { name: 'Your albums' }).getByRole('button')
    await expect(albums).toHaveCount(4)
    await expect(albums.filter({ hasText: 'Garden' })).toContainText(`${garden.photosCount} photo`)
    // Keyboard: the album buttons take focus and Enter chooses.
    await albums.filter({ hasText: 'Garden' }).focus()
    await page.keyboard.press('Enter')

    await expect(modal).toBeHidden()
    const toast = page.getByRole('status').filter({ hasText: 'Photos copied to' })
    await expect(toast).toHaveText('Photos copied to Garden')
    await expect(toolbar(page)).toBeHidden()
    await expect.poll(() => contractCalls.checked).toContain('photos.addAlbumPhotos')

    await toast.getByRole('link', { name: 'Garden' }).click()
    await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${garden.albumId}\\?mock-persona=consumer$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Garden' })).toBeVisible()
    await expect(page.locator('.album-stats')).toContainText(`${garden.photosCount + added} photos`)
  })

  test('into a new album, its name checked on submit only', async ({ page, openApp }) => {
    await openPhotos(page, openApp)
    await copyFirstPhotos(page, 2)
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'New album' }).click()
    const field = modal.getByLabel('Album name')
    await expect(field).toBeFocused()
    const create = modal.getByRole('button', { name: 'Create album' })

    await create.click()
    await expect(modal.getByText('Please give your album a name')).toBeVisible()
    await field.fill('<b>Trip</b>')
    await field.blur()
    await expect(modal.getByText('Please give your album a name')).toBeVisible()
    await expect(modal.getByText('Name not valid')).toBeHidden()
    await create.click()
    await expect(modal.getByText('Name not valid')).toBeVisible()

    await field.fill('Road trip 🚗')
    await create.click()
    await expect(modal).toBeHidden()
    const toast = page.getByRole('status').filter({ hasText: 'Photos copied to' })
    await expect(toast).toHaveText('Photos copied to Road trip 🚗')
    await toast.getByRole('link', { name: 'Road trip 🚗' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Road trip 🚗' })).toBeVisible()
    await expect(page.locator('.album-stats')).toContainText('2 photos')
  })

  test('the modal has no axe violations, with a validation message too', async ({ page, openApp }) => {
    await openPhotos(page, openApp)
    await copyFirstPhotos(page, 1)
    const modal = dialog(page)
    await expect(modal.getByText('1 photo selected')).toBeVisible()
    await expect(modal.getByRole('list', { name: 'Your albums' }).getByRole('button')).toHaveCount(4)
    const violations = () => axeViolations(page)
    expect(await violations()).toEqual([])
    await modal.getByRole('button', { name: 'New album' }).click()
    await modal.getByRole('button', { name: 'Create album' }).click()
    await expect(modal.getByText('Please give your album a name')).toBeVisible()
    expect(await violations()).toEqual([])
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(toolbar(page)).toContainText('1 selected')
  })

  test.describe('when copying fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed|Exceeded maximum amount of retries!/ })

    test('the modal stays open with the alert, and the selection is kept', async ({ page, openApp }) => {
      await openPhotos(page, openApp, { scenarios: ['faults:album-photos-add'] })
      await copyFirstPhotos(page, 2)
      const modal = dialog(page)
      await modal
        .getByRole('list', { name: 'Your albums' })
        .getByRole('button', { name: /^Garden/ })
        .click()
      await expect(modal.getByRole('alert')).toHaveText('Unable to save changes. Please try again.')
      await expect(modal).toBeVisible()
      await expect(modal.getByText('2 photos selected')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(modal).toBeHidden()
      await expect(toolbar(page)).toContainText('2 selected')
      await expect(page.getByRole('checkbox').nth(0)).toBeChecked()
      await expect(page.getByRole('checkbox').nth(1)).toBeChecked()
    })

    test('creating the new album fails: the modal keeps the name and says so', async ({ page, openApp }) => {
      await openPhotos(page, openApp, { scenarios: ['faults:album-save'] })
      await copyFirstPhotos(page, 1)
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'New album' }).click()
      await modal.getByLabel('Album name').fill('Road trip')
      await modal.getByRole('button', { name: 'Create album' }).click()
      await expect(modal.getByRole('alert')).toHaveText('Unable to save changes. Please try again.')
      await expect(modal.getByLabel('Album name')).toHaveValue('Road trip')
      await expect(toolbar(page)).toContainText('1 selected')
    })
  })

  test('from the library preview: the current photo', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const [first] = await firstPhotoIds(page, 1)
    await openApp({ persona: 'consumer', path: `/my-photos/photos/preview/${first}` })
    const copy = page.getByRole('button', { name: 'Copy to album' })
    await expect(copy).toBeEnabled()
    await copy.click()
    const modal = dialog(page)
    await expect(modal.getByText('1 photo selected')).toBeVisible()
    // Keys pressed in the modal are the modal's: the preview neither moves nor closes.
    await modal.getByRole('button', { name: /^Family/ }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${first}\\?`))
    await expect(copy).toBeFocused()

    await copy.click()
    await dialog(page)
      .getByRole('button', { name: /^Family/ })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Photos copied to' })).toHaveText(
      'Photos copied to Family',
    )
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${first}\\?`))
  })

  test('from an album: the selection goes into another album', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('link', { name: /^Family \d/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    await page.getByRole('button', { name: 'Select', exact: true }).click()
    const copy = toolbar(page).getByRole('button', { name: 'Copy to album' })
    await expect(copy).toBeDisabled()
    await page.getByRole('region', { name: 'Photos in this album' }).getByRole('checkbox').first().click()
    await copy.click()
    const albums = dialog(page).getByRole('list', { name: 'Your albums' }).getByRole('button')
    // Every album but this one.
    await expect(albums).toHaveCount(3)
    await expect(albums.filter({ hasText: 'Family' })).toHaveCount(0)
    await albums.filter({ hasText: 'Birthdays' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Photos copied to' })).toHaveText(
      'Photos copied to Birthdays',
    )
    await expect(toolbar(page)).toBeHidden()
  })

  test.describe('on a phone', () => {
    test.use({ expectedConsoleErrors: /printbloom:\/\/albums\// })

    test('the toast link tries the app first, then opens the album after 2 seconds', async ({
      page,
      openApp,
    }) => {
      await page.addInitScript(() => {
        const define = (name: string, value: unknown) =>
          Object.defineProperty(Navigator.prototype, name, { get: () => value, configurable: true })
        define(
          'userAgent',
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        )
        define('maxTouchPoints', 5)
        define('userAgentData', undefined)
      })
      await openPhotos(page, openApp)
      const garden = await albumNamed(page, 'Garden')
      await copyFirstPhotos(page, 1)
      await dialog(page)
        .getByRole('button', { name: /^Garden/ })
        .click()
      const link = page.getByRole('status').getByRole('link', { name: 'Garden' })
      const clickedAt = Date.now()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/my-photos/albums/${garden.albumId}\\?`))
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_900)
    })
  })

  test('speaks the locale: de-AT', async ({ page, openApp }) => {
    await openPhotos(page, openApp, { locale: 'de-AT' })
    await copyFirstPhotos(page, 2, {
      select: 'Auswählen',
      toolbar: 'Ausgewählte Fotos',
      copy: 'In Album kopieren',
    })
    const modal = dialog(page, 'In Album kopieren')
    await expect(modal.getByText('2 Fotos ausgewählt')).toBeVisible()
    await modal.getByRole('button', { name: 'Neues Album' }).click()
    await modal.getByRole('button', { name: 'Album erstellen' }).click()
    await expect(modal.getByText('Bitte geben Sie Ihrem Album einen Namen')).toBeVisible()
    await modal.getByRole('button', { name: /^Garden/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Fotos kopiert nach' })).toHaveText(
      'Fotos kopiert nach Garden',
    )
  })
})
