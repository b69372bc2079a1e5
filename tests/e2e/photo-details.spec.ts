import type { Locator, Page } from '@playwright/test'
import { dialogsInHistory } from '../support/dialog-history'
import { scaledMs } from '../support/machine-factor'
import { axeViolations } from './axe'
import { type AppState, expect, test } from './fixtures'
import { layoutProblems } from './layout-check'
import { callMockService } from './mock-service'
import { openAlbum } from './write-controls'

/**
 * The preview's details panel (issue 28 point 4): Info and `i` open it in the library, album and shared-album
 * previews; it names the file, the dates and the size, and lists the other photos of the same upload (in the library
 * all of them, asked of the photo service; in an album those of the album loaded so far, issue 43); Back and Escape
 * close it before the preview; a side sheet on wide screens, a bottom sheet on phones.
 *
 * The seeded photos share an upload when they were added on the same day: at the 'few' volume no two were, at
 * 'thousands' many were (docs/qa-mock-data.md).
 */

interface ListedPhoto {
  imageId: string
  localFileName: string
  uploadId: string
  dateTaken?: string
  created: string
  visibleWidth?: number
  visibleHeight?: number
}

type OpenApp = (state?: AppState) => Promise<void>

// Dates are checked in UTC, as the test's own formatting writes them.
test.use({ timezoneId: 'UTC' })

const photosBase = 'http://localhost:9090/photos'
const noReactivation = { ReactivationEnabled: 'false' }

const panel = (page: Page) => page.getByRole('dialog', { name: 'Info' })
const infoButton = (page: Page) => page.getByRole('button', { name: 'Info', exact: true })
const shownPhoto = (page: Page, photo: ListedPhoto) => page.getByRole('region', { name: photo.localFileName })
const focusIsIn = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement))

/**
 * The first photo of the list (in the preview's order), of those `wanted`, with another of the same upload in it, and
 * that other one.
 */
function photoWithSibling(
  photos: readonly ListedPhoto[],
  wanted: (photo: ListedPhoto) => boolean = () => true,
): { photo: ListedPhoto; sibling: ListedPhoto } {
  for (const photo of photos.filter(wanted)) {
    const sibling = photos.find(
      (other) => other.uploadId === photo.uploadId && other.imageId !== photo.imageId,
    )
    if (sibling) return { photo, sibling }
  }
  throw new Error('no two photos of the list share an upload')
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))

/** The panel's facts, as term: details lines. */
function facts(page: Page) {
  return panel(page)
    .getByRole('term')
    .evaluateAll((terms) =>
      terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    )
}

/** The panel describes the photo: its file name, both dates (in the locale, with the time) and its size in pixels. */
async function expectFactsOf(page: Page, photo: ListedPhoto) {
  await expect(panel(page).getByRole('term').first()).toHaveText('File name')
  const lines = await facts(page)
  expect(lines[0]).toBe(`File name: ${photo.localFileName}`)
  const taken = lines.find((line) => line.startsWith('Date taken: '))
  if (photo.dateTaken)
    expect(taken).toMatch(new RegExp(`^Date taken: ${day(photo.dateTaken)}\\b.*\\d{2}:\\d{2}$`))
  else expect(taken).toBeUndefined()
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^Date uploaded: ${day(photo.created)}\\b.*\\d{2}:\\d{2}$`)),
  )
  const size = `${photo.visibleWidth!.toLocaleString('en-GB')} × ${photo.visibleHeight!.toLocaleString('en-GB')}\u00a0px`
  expect(lines.at(-1)).toBe(`Dimensions: ${size}`)
  expect(lines.join('\n')).not.toMatch(/undefined|NaN|Invalid/)
}

/** Opens the library preview on a photo that has another of its upload among the first page (500, dateTaken desc). */
async function openLibraryPreview(page: Page, openApp: OpenApp) {
  await openApp({ persona: 'consumer', volume: 'thousands' })
  const { images } = await callMockService<{ images: ListedPhoto[] }>(
    page,
    'GET',
    `${photosBase}/photos?limit=500`,
  )
  const found = photoWithSibling(images)
  await openApp({
    persona: 'consumer',
    volume: 'thousands',
    path: `/my-photos/photos/preview/${found.photo.imageId}`,
  })
  await expect(shownPhoto(page, found.photo)).toBeVisible({ timeout: scaledMs(30_000) })
  return found
}

test.describe('the preview’s details panel', () => {
  test('in the library: Info opens it with the facts and the upload’s photos; Escape and Back close it first', async ({
    page,
    openApp,
  }) => {
    test.slow()
    const { photo, sibling } = await openLibraryPreview(page, openApp)
    const address = page.url()

    await infoButton(page).click()
    await expect(panel(page)).toBeVisible()
    await expect.poll(() => focusIsIn(panel(page))).toBe(true)
    await expectFactsOf(page, photo)
    // 3,700 photos, 500 loaded: the list is the upload's, asked of the photo service, and says nothing of scope.
    const upload = panel(page).getByRole('list', { name: 'Uploaded with this photo' })
    await expect(upload.getByRole('button', { name: sibling.localFileName })).toBeVisible()
    await expect(panel(page).getByText(/not included/)).toHaveCount(0)
    expect(page.url(), 'a link to the preview never opens the panel').toBe(address)

    // Escape closes the panel, not the preview; focus is back on Info and no history entry is left behind.
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(shownPhoto(page, photo)).toBeVisible()
    await expect(infoButton(page)).toBeFocused()
    await expect.poll(() => dialogsInHistory(page)).toBe(0)
    expect(page.url()).toBe(address)

    // `i` opens it; the browser's Back closes it and the preview stays.
    await page.keyboard.press('i')
    await expect(panel(page)).toBeVisible()
    await page.goBack()
    await expect(panel(page)).toBeHidden()
    await expect(shownPhoto(page, photo)).toBeVisible()
    await expect(infoButton(page)).toBeFocused()
    expect(page.url()).toBe(address)

    // A photo of the same upload is shown from the panel, which closes.
    await page.keyboard.press('i')
    await panel(page).getByRole('button', { name: sibling.localFileName }).click()
    await expect(panel(page)).toBeHidden()
    await expect(shownPhoto(page, sibling)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${sibling.imageId}\\?`))
    await expect(infoButton(page)).toBeFocused()
    await page.keyboard.press('i')
    await expectFactsOf(page, sibling)
    await expect(
      panel(page)
        .getByRole('list', { name: 'Uploaded with this photo' })
        .getByRole('button', { name: photo.localFileName }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    // The panel's own history entry is gone before Back is pressed (closing it goes back one entry, which the
    // browser does a moment later: a Back pressed meanwhile was once taken by it).
    await expect.poll(() => dialogsInHistory(page)).toBe(0)
    // The new photo took the preview's own entry: Back goes where it went before the preview opened (the list).
    await page.goBack()
    await expect(page).toHaveURL(/\/my-photos\/photos\?/)
  })

  test('in the library: lists photos of the upload the preview has not loaded yet, and shows one of them', async ({
    page,
    openApp,
  }) => {
    test.slow()
    await openApp({ persona: 'consumer', volume: 'thousands' })
    const { images: firstPage } = await callMockService<{ images: ListedPhoto[] }>(
      page,
      'GET',
      `${photosBase}/photos?limit=500`,
    )
    const loaded = new Set(firstPage.map((photo) => photo.imageId))
    // From the end of the preview's first page (500, dateTaken desc): a photo whose upload goes on past it.
    let found: { photo: ListedPhoto; further: ListedPhoto } | undefined
    for (const photo of firstPage.toReversed()) {
      const { images: upload } = await callMockService<{ images: ListedPhoto[] }>(
        page,
        'GET',
        `${photosBase}/photos?uploadId=${photo.uploadId}&limit=60&sortKey=created&sortOrder=asc`,
      )
      const further = upload.find((other) => !loaded.has(other.imageId))
      if (further) {
        found = { photo, further }
        break
      }
    }
    if (!found) throw new Error('no upload of the first page goes on past it')
    const { photo, further } = found
    await openApp({
      persona: 'consumer',
      volume: 'thousands',
      path: `/my-photos/photos/preview/${photo.imageId}`,
    })
    await expect(shownPhoto(page, photo)).toBeVisible({ timeout: scaledMs(30_000) })
    await page.keyboard.press('i')
    const upload = panel(page).getByRole('list', { name: 'Uploaded with this photo' })
    await upload.getByRole('button', { name: further.localFileName }).click()
    await expect(panel(page)).toBeHidden()
    // The preview reads its list on until the photo turns up.
    await expect(shownPhoto(page, further)).toBeVisible({ timeout: scaledMs(30_000) })
    await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${further.imageId}\\?`))
  })

  test('with no other photo of its upload in the whole library, it says so', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const { images } = await callMockService<{ images: ListedPhoto[] }>(
      page,
      'GET',
      `${photosBase}/photos?limit=1`,
    )
    const first = images[0]!
    await openApp({ persona: 'consumer', path: `/my-photos/photos/preview/${first.imageId}` })
    await expect(shownPhoto(page, first)).toBeVisible()
    await page.keyboard.press('i')
    await expectFactsOf(page, first)
    // All 37 photos are loaded, and no other was added the same day: the list is the whole library's, and empty.
    await expect(panel(page).getByText('No other photos')).toBeVisible()
    await expect(panel(page).getByText(/not included yet/)).toHaveCount(0)
  })

  test('in an album: Info and `i` open a bottom sheet on a phone, a side sheet on a wide screen; axe finds nothing', async ({
    page,
    openApp,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 375, height: 740 })
    await openApp({ persona: 'consumer', volume: 'thousands', path: '/my-photos/albums' })
    await page
      .getByRole('link', { name: /^Family \d/ })
      .first()
      .click({ timeout: scaledMs(30_000) })
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    const albumPath = new URL(page.url()).pathname
    const albumId = albumPath.split('/').at(-1)!
    // The album's first page of 500 in its default sort (created, newest first), as the preview asks for it; a photo
    // without a date taken, so the panel shows only what it has.
    const { images } = await callMockService<{ images: ListedPhoto[] }>(
      page,
      'GET',
      `${photosBase}/albums/${albumId}/photos?limit=500&sortKey=created&sortOrder=desc`,
    )
    const { photo, sibling } = photoWithSibling(images, (candidate) => !candidate.dateTaken)
    await openApp({ persona: 'consumer', volume: 'thousands', path: `${albumPath}/preview/${photo.imageId}` })
    await expect(shownPhoto(page, photo)).toBeVisible()

    // Info fits the top bar beside 'Photo 1 of 1,1xx' on the narrowest phone.
    await page.setViewportSize({ width: 320, height: 740 })
    const info = (await infoButton(page).boundingBox())!
    expect(info.x + info.width).toBeLessThanOrEqual(320)
    await page.setViewportSize({ width: 375, height: 740 })

    await infoButton(page).click()
    await expect(panel(page)).toBeVisible()
    await expectFactsOf(page, photo)
    expect(await facts(page)).toHaveLength(3)
    // The album holds more than its first page: the panel says the list may not be whole.
    await expect(
      panel(page).getByText('Only photos in this album are included, and not yet those further down it.'),
    ).toBeVisible()
    // Below 575 px: along the bottom edge, the full width, the top of the photo still in view.
    const sheet = (await panel(page).boundingBox())!
    expect(sheet.x).toBe(0)
    expect(sheet.width).toBe(375)
    expect(Math.round(sheet.y + sheet.height)).toBe(740)
    expect(sheet.y).toBeGreaterThan(100)
    expect(await axeViolations(page)).toEqual([])
    // The page behind the modal sheet is inert: the layout check judges the sheet, not the Info button under its Close.
    expect(await layoutProblems(page)).toEqual([])

    await page.setViewportSize({ width: 1280, height: 800 })
    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(infoButton(page)).toBeFocused()
    await page.keyboard.press('i')
    await expect(panel(page)).toBeVisible()
    // Wide: along the right edge, the full height, the photo beside it.
    await expect
      .poll(async () => {
        const box = (await panel(page).boundingBox())!
        return [Math.round(box.x + box.width), box.y, Math.round(box.height), box.width <= 400]
      })
      .toEqual([1280, 0, 800, true])
    expect(await axeViolations(page)).toEqual([])
    expect(await layoutProblems(page)).toEqual([])

    await panel(page).getByRole('button', { name: sibling.localFileName }).click()
    await expect(panel(page)).toBeHidden()
    await expect(shownPhoto(page, sibling)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${albumPath}/preview/${sibling.imageId}\\?`))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
  })

  // Issue 43: with the panel open the arrow keys did nothing and `i` did not close it (Google Photos and Immich browse on).
  test('with the panel open, the arrow keys browse and it follows the photo; `i` closes it; Back then leaves the preview', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await openAlbum(page, 'Family')
    const albumAddress = page.url()
    await page.getByRole('region', { name: 'Photos in this album' }).getByRole('link').first().click()
    await expect(page.getByText('Photo 1 of 12')).toBeVisible()
    await page.keyboard.press('i')
    await expect(panel(page)).toBeVisible()
    const fileName = () => panel(page).getByRole('definition').first().textContent()
    const first = await fileName()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText('Photo 2 of 12')).toBeVisible()
    await expect(panel(page)).toBeVisible()
    await expect.poll(fileName).not.toBe(first)
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByText('Photo 1 of 12')).toBeVisible()
    await expect(panel(page)).toBeVisible()
    await expect.poll(fileName).toBe(first)
    await page.keyboard.press('i')
    await expect(panel(page)).toBeHidden()
    await expect(infoButton(page)).toBeFocused()
    // No entry of the panel's is left behind: Back closes the preview, back on the album.
    await expect.poll(() => dialogsInHistory(page)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(albumAddress)
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
  })

  test('in a shared album: `i` and Info open it, Escape and Back close it, then Escape closes the preview', async ({
    page,
    openApp,
  }) => {
    test.slow()
    const state = { persona: 'participant', volume: 'thousands', query: noReactivation }
    await openApp({ ...state, path: '/my-photos/albums' })
    await page
      .getByRole('link', { name: /^Summer holiday \d/ })
      .first()
      .click({ timeout: scaledMs(30_000) })
    await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[0-9a-f-]{36}\?/)
    const albumPath = new URL(page.url()).pathname
    const albumId = albumPath.split('/').at(-1)!
    // The album's first page of 50 in its default sort (created, newest first), as the preview asks for it.
    const { images } = await callMockService<{ images: ListedPhoto[] }>(
      page,
      'GET',
      `http://localhost:9090/shared-albums/shared-albums/${albumId}/photos?limit=50&sortKey=created&sortOrder=desc`,
    )
    const { photo, sibling } = photoWithSibling(images)
    await openApp({ ...state, path: `${albumPath}/preview/${photo.imageId}` })
    await expect(shownPhoto(page, photo)).toBeVisible()

    await page.keyboard.press('i')
    await expect(panel(page)).toBeVisible()
    await expect.poll(() => focusIsIn(panel(page))).toBe(true)
    await expectFactsOf(page, photo)
    await expect(
      panel(page).getByText('Only photos in this album are included, and not yet those further down it.'),
    ).toBeVisible()
    await expect(
      panel(page)
        .getByRole('list', { name: 'Uploaded with this photo' })
        .getByRole('button', { name: sibling.localFileName }),
    ).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(panel(page)).toBeHidden()
    await expect(shownPhoto(page, photo)).toBeVisible()
    await expect(infoButton(page)).toBeFocused()
    await infoButton(page).click()
    await expect(panel(page)).toBeVisible()
    await page.goBack()
    await expect(panel(page)).toBeHidden()
    await expect(shownPhoto(page, photo)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`${albumPath}\\?`))
  })

  test('speaks the customer’s language: the size in the locale’s numbers (de-AT)', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', locale: 'de-AT' })
    const { images } = await callMockService<{ images: ListedPhoto[] }>(
      page,
      'GET',
      `${photosBase}/photos?limit=1`,
    )
    const first = images[0]!
    await openApp({
      persona: 'consumer',
      locale: 'de-AT',
      path: `/my-photos/photos/preview/${first.imageId}`,
    })
    await page.getByRole('button', { name: 'Info', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Info' })
    await expect(dialog.getByRole('term')).toHaveText([
      'Dateiname',
      'Aufnahmedatum',
      'Hochladedatum',
      'Abmessungen',
    ])
    const size = `${first.visibleWidth!.toLocaleString('de-AT')} × ${first.visibleHeight!.toLocaleString('de-AT')}\u00a0Pixel`
    await expect(dialog.getByRole('definition').last()).toHaveText(size)
    await expect(dialog.getByText('Keine weiteren Fotos')).toBeVisible()
  })
})

test.describe('the preview’s details panel when the photo service fails', () => {
  // The failed request is the browser's console error; the panel says so.
  test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

  test('in the library: says when the upload’s photos cannot be loaded, and Try again loads them', async ({
    page,
    openApp,
  }) => {
    test.slow()
    await openApp({ persona: 'consumer', volume: 'thousands' })
    const { images } = await callMockService<{ images: ListedPhoto[] }>(
      page,
      'GET',
      `${photosBase}/photos?limit=500`,
    )
    const { photo, sibling } = photoWithSibling(images)
    await openApp({
      persona: 'consumer',
      volume: 'thousands',
      scenarios: ['faults:upload-photos-once'],
      path: `/my-photos/photos/preview/${photo.imageId}`,
    })
    await expect(shownPhoto(page, photo)).toBeVisible({ timeout: scaledMs(30_000) })
    await infoButton(page).click()
    const alert = panel(page).getByRole('alert')
    await expect(alert).toHaveText(/The photos uploaded with this one could not be loaded\./)
    // The facts do not depend on the list, and stay.
    await expectFactsOf(page, photo)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(
      panel(page)
        .getByRole('list', { name: 'Uploaded with this photo' })
        .getByRole('button', { name: sibling.localFileName }),
    ).toBeVisible()
    await expect(panel(page).getByRole('alert')).toHaveCount(0)
  })
})
