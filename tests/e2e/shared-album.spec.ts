import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { type AppState, expect, tab, test } from './fixtures'
import { callMockService } from './mock-service'

type OpenApp = (state?: AppState) => Promise<void>

// The shared-album owner's storage period is critical: without this the reactivation modal opens by itself.
const noReactivation = { ReactivationEnabled: 'false' }

/**
 * Opens the Albums tab as the persona and then the shared album of this name (the owner's among their own albums,
 * a participant's under 'Shared with you'); answers the album's path.
 */
async function openSharedAlbum(
  page: Page,
  openApp: OpenApp,
  persona: string,
  name: string,
  state: AppState = {},
) {
  await openApp({
    persona,
    path: '/my-photos/albums',
    ...state,
    query: { ...noReactivation, ...state.query },
  })
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click()
  await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[0-9a-f-]{36}\?/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return new URL(page.url()).pathname
}

const grid = (page: Page) => page.getByRole('region', { name: 'Photos in this album' })
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Selected photos' })

test.describe('Shared album screen', () => {
  test('the owner sees the banner, the stats and who it is shared with, in Shared with N people', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openSharedAlbum(page, openApp, 'shared-album-owner', 'Summer holiday')
    await expect(page.getByText('Shared albums are no longer supported')).toBeVisible()
    await expect(page.locator('.album-stats')).toHaveText(/^\d+ photosCreated \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    const count = Number((await page.locator('.album-stats').textContent())!.match(/^\d+/)![0])
    await expect(grid(page).getByRole('link')).toHaveCount(count)
    await expect(page.getByLabel('Sort by')).toHaveValue('created.desc')
    await expect(page.getByText(/^Shared by/)).toBeHidden()

    await page.getByRole('button', { name: 'Shared with 3 people' }).click()
    const dialog = page.getByRole('dialog', { name: 'Shared with 3 people' })
    await expect(dialog.getByRole('listitem')).toHaveText([
      'participant@example.com',
      'kim.lee@example.com',
      'jo.weber@example.com',
    ])
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Shared with 3 people' })).toBeFocused()
    for (const operation of ['getSharedAlbum', 'listSharedAlbumParticipants', 'listSharedAlbumPhotos'])
      await expect.poll(() => contractCalls.checked).toContain(`shared-albums.${operation}`)
  })

  // Issue 40: asked for only once the album had come, the photos were a network wave of their own on a phone.
  test('asks for its photos beside the album, not after it', async ({ page, openApp }) => {
    await openApp({
      persona: 'participant',
      path: '/my-photos/albums',
      scenarios: ['fault:getSharedAlbum:hang'],
      query: noReactivation,
    })
    const photosAsked = page.waitForRequest((request) =>
      /\/shared-albums\/shared-albums\/[^/]+\/photos\?/.test(request.url()),
    )
    await page.getByRole('link', { name: /^Summer holiday \d/ }).click()
    await photosAsked
    // The album itself has not answered yet.
    await expect(page.getByRole('heading', { level: 1, name: 'Summer holiday' })).toHaveCount(0)
  })

  test("a participant sees the owner's e-mail address and no participants", async ({ page, openApp }) => {
    await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await expect(page.getByText('Shared albums are no longer supported')).toBeVisible()
    await expect(page.getByText(/^Shared by/)).toHaveText('Shared by owner@example.com')
    await expect(page.getByRole('button', { name: /^Shared with/ })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Delete album' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('copy, delete and order prints are unavailable for shared albums, with the tooltip on hover and focus', async ({
    page,
    openApp,
  }) => {
    await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await page.getByRole('button', { name: 'Select' }).click()
    await grid(page).getByRole('checkbox').first().click()
    await expect(toolbar(page)).toContainText('1 selected')
    expect(await axeViolations(page)).toEqual([])
    for (const name of ['Order photo prints', 'Copy to album', 'Delete from album']) {
      const action = toolbar(page).getByRole('button', { name })
      await expect(action).toHaveAttribute('aria-disabled', 'true')
      await expect(action).toHaveAccessibleDescription('Unavailable for shared albums')
      const tooltip = action.locator('xpath=following-sibling::*[@role="tooltip"]')
      await expect(tooltip).toBeHidden()
      await action.hover()
      await expect(tooltip).toBeVisible()
      await expect(tooltip).toHaveText('Unavailable for shared albums')
      await page.mouse.move(0, 0)
      await expect(tooltip).toBeHidden()
      await action.focus()
      await expect(tooltip).toBeVisible()
      // Pressing it does nothing: no dialog, still selecting.
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(toolbar(page)).toContainText('1 selected')
    }
    await expect(toolbar(page).getByRole('button', { name: 'Download' })).toBeEnabled()
    // Escape leaves selection mode, focus back on Select.
    await page.keyboard.press('Escape')
    await expect(toolbar(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeFocused()
  })

  test('several photos download as one zip with their owners, announced as Preparing download...', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await page.getByRole('button', { name: 'Select' }).click()
    const cells = grid(page).getByRole('checkbox')
    await cells.nth(0).click()
    await cells.nth(1).click()
    await cells.last().click()
    const asked = page.waitForRequest((request) => request.url().endsWith('/shared-album-downloads'))
    const download = page.waitForEvent('download')
    await toolbar(page).getByRole('button', { name: 'Download' }).click()
    // Selection mode lasts until the archive is ready and saved (docs/requirements/photos-screen.md#photos-selection:
    // it ends once the bulk actions complete).
    await expect(toolbar(page)).toContainText('3 selected')
    const body = (await asked).postDataJSON() as { photos: string[]; owners: string[]; albumId: string }
    expect(body.photos).toHaveLength(3)
    expect(body.owners).toHaveLength(3)
    expect(new Set(body.owners).size).toBeGreaterThanOrEqual(1)
    expect(body.albumId).toMatch(/^[0-9a-f-]{36}$/)
    await expect(page.getByText('Preparing download...')).toBeVisible()
    await expect(page.getByText('Downloading photos')).toBeVisible()
    expect((await download).suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/)
    await expect(toolbar(page)).toBeHidden()
    await expect.poll(() => contractCalls.checked).toContain('downloads.createSharedAlbumDownload')
  })

  test('one selected photo downloads directly under its file name', async ({ page, openApp }) => {
    await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await page.getByRole('button', { name: 'Select' }).click()
    await grid(page).getByRole('checkbox').first().click()
    const download = page.waitForEvent('download')
    await toolbar(page).getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toMatch(/^IMG_\d+\.jpg$/)
    await expect(toolbar(page)).toBeHidden()
  })

  test.describe('when the archive cannot be made', () => {
    test.use({ expectedConsoleErrors: /archive|Download failed/i })

    test('Download failed, and selection mode stays for another try', async ({ page, openApp }) => {
      await openSharedAlbum(page, openApp, 'participant', 'Summer holiday', {
        scenarios: ['downloads:archive-error'],
      })
      await page.getByRole('button', { name: 'Select' }).click()
      const cells = grid(page).getByRole('checkbox')
      await cells.nth(0).click()
      await cells.nth(1).click()
      await toolbar(page).getByRole('button', { name: 'Download' }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toBeVisible()
      await expect(toolbar(page)).toContainText('2 selected')
      await expect(cells.nth(0)).toBeChecked()
      await expect(toolbar(page).getByRole('button', { name: 'Download' })).toBeEnabled()
    })
  })

  test('the owner deletes it for everyone: the photos stay, back to the Albums tab with a toast', async ({
    page,
    openApp,
  }) => {
    await openSharedAlbum(page, openApp, 'shared-album-owner', 'Family')
    await page.getByRole('button', { name: 'Delete album' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete album' })
    await expect(dialog).toContainText(
      'Delete the shared album “Family” for everyone? It will be deleted for all the people you shared it with. Its photos stay in the photo libraries of the people who added them.',
    )
    await dialog.getByRole('button', { name: 'Delete album' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Family album deleted' })).toBeVisible()
    await expect(page).toHaveURL(/\/my-photos\/albums\?/)
    await expect(page.getByRole('link', { name: /^Family \d/ })).toBeHidden()
    await expect(tab(page, 'Photos')).toHaveText('Photos20')
  })

  test('a participant deletes it for themselves: it leaves Shared with you', async ({ page, openApp }) => {
    await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await page.getByRole('button', { name: 'Delete album' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete album' })
    await expect(dialog).toContainText(
      'Delete the shared album “Summer holiday” for you? It stays for everyone else, but the photos you added to it will be removed from it. They stay in your own photo library.',
    )
    await dialog.getByRole('button', { name: 'Delete album' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Summer holiday album deleted' })).toBeVisible()
    await expect(page).toHaveURL(/\/my-photos\/albums\?/)
    await expect(page.getByRole('region', { name: 'Shared with you' }).getByRole('link')).toHaveCount(0)
    await expect(tab(page, 'Photos')).toHaveText('Photos8')
  })

  test('an album without photos says This album is empty', async ({ page, openApp }) => {
    const path = await openSharedAlbum(page, openApp, 'shared-album-owner', 'Family')
    // Family holds only the owner's photos: deleting them from the library empties it.
    const albumId = path.split('/').at(-1)!
    const { images } = (await callMockService(
      page,
      'GET',
      `http://localhost:9090/shared-albums/shared-albums/${albumId}/photos?limit=100`,
    )) as { images: { imageId: string }[] }
    await callMockService(page, 'DELETE', 'http://localhost:9090/photos/photos', {
      photoIds: images.map((image) => image.imageId),
    })
    await page.reload()
    await expect(page.getByText('This album is empty')).toBeVisible()
    await expect(page.locator('.album-stats')).toContainText('0 photos')
    await expect(grid(page).getByRole('link')).toHaveCount(0)
    // Nothing to sort or select.
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(0)
  })

  test('in nl-NL, on Bildwerk: the notice looks informational, not like the brand’s red', async ({
    page,
    openApp,
  }) => {
    await openApp({
      brand: 'bildwerk-de',
      persona: 'shared-album-owner',
      path: '/my-photos/albums',
      locale: 'nl-NL',
      query: noReactivation,
    })
    await page.getByRole('link', { name: /^Summer holiday \d/ }).click()
    const notice = page.getByRole('complementary', { name: 'Gedeelde albums worden niet meer ondersteund' })
    await expect(notice).toBeVisible()
    await expect(notice).toHaveCSS('background-color', 'rgb(238, 244, 251)')
    await page.getByRole('button', { name: 'Gedeeld met 3 personen' }).click()
    await expect(page.getByRole('dialog', { name: 'Gedeeld met 3 personen' })).toContainText(
      'kim.lee@example.com',
    )
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Selecteren' }).click()
    await expect(page.getByRole('button', { name: 'Kopiëren naar album' })).toHaveAccessibleDescription(
      'Niet beschikbaar voor gedeelde albums',
    )
  })

  test.describe('failures', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('deleting: the modal stays open and says so', async ({ page, openApp }) => {
      await openSharedAlbum(page, openApp, 'participant', 'Summer holiday', {
        scenarios: ['faults:shared-album-delete'],
      })
      await page.getByRole('button', { name: 'Delete album' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete album' })
      await dialog.getByRole('button', { name: 'Delete album' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Unable to remove album. Please try again')
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\/[0-9a-f-]{36}/)
    })

    test('who it is shared with cannot be loaded: the line says so, and Try again asks again', async ({
      page,
      openApp,
    }) => {
      let asked = 0
      page.on('request', (request) => {
        if (/\/participants\b/.test(new URL(request.url()).pathname)) asked++
      })
      await openSharedAlbum(page, openApp, 'participant', 'Summer holiday', {
        scenarios: ['fault:listSharedAlbumParticipants:500'],
      })
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Who this album is shared with could not be loaded.' })
      await expect(alert).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Summer holiday' })).toBeVisible()
      const before = asked
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => asked).toBeGreaterThan(before)
      await expect(alert).toBeVisible()
    })

    test('the album cannot be displayed', async ({ page, openApp }) => {
      const path = await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
      await openApp({
        persona: 'participant',
        path,
        scenarios: ['faults:shared-album-load'],
        query: noReactivation,
      })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'Unable to display album. Please refresh the page or try again later.',
      )
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'My albums' })).toBeVisible()
    })
  })
})

test.describe('Shared album preview', () => {
  test('opens from the album in shared mode: copy and delete unavailable, Escape goes back', async ({
    page,
    openApp,
  }) => {
    const path = await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await grid(page).getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`${path}/preview/[0-9a-f-]{36}\\?`))
    await expect(page.getByText(/^Photo 1 of \d+$/)).toBeVisible()
    for (const name of ['Copy to album', 'Delete from album']) {
      const action = page.getByRole('button', { name })
      await expect(action).toHaveAttribute('aria-disabled', 'true')
      await expect(action).toHaveAccessibleDescription('Unavailable for shared albums')
    }
    await expect(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-disabled', 'false')
    let sent = false
    page.on('request', (request) => {
      if (request.method() === 'DELETE') sent = true
    })
    // The Delete key does what the bar's Delete does here: nothing.
    await page.keyboard.press('Delete')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText(/^Photo 2 of \d+$/)).toBeVisible()
    expect(sent).toBe(false)
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0)
    const shownLast = new URL(page.url()).pathname
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(new RegExp(`${path}\\?`))
    await expect(page.getByRole('heading', { level: 1, name: 'Summer holiday' })).toBeVisible()
    // Focus is back on the cell of the photo shown last.
    const cell = grid(page).getByRole('link').nth(1)
    await expect(cell).toHaveAttribute('href', new RegExp(`^${shownLast}\\?`))
    await expect(cell).toBeFocused()
  })

  test('an id that is not one of its photos goes back to the album', async ({ page, openApp }) => {
    const path = await openSharedAlbum(page, openApp, 'participant', 'Summer holiday')
    await openApp({ persona: 'participant', path: `${path}/preview/no-such-photo`, query: noReactivation })
    await expect(page).toHaveURL(new RegExp(`${path}\\?`))
    await expect(page.getByRole('heading', { level: 1, name: 'Summer holiday' })).toBeVisible()
  })

  test('moving to the last loaded photo fetches the next page', async ({ page, openApp }) => {
    const path = await openSharedAlbum(page, openApp, 'participant', 'Summer holiday', {
      volume: 'thousands',
    })
    const albumId = path.split('/').at(-1)!
    // The album's first page of 50 in its default sort (created, newest first), as the preview asks for it.
    const { images } = (await callMockService(
      page,
      'GET',
      `http://localhost:9090/shared-albums/shared-albums/${albumId}/photos?limit=50&sortKey=created&sortOrder=desc`,
    )) as { images: { imageId: string }[] }
    // Opened straight from its address on the 49th photo, the preview has loaded one page of 50.
    await openApp({
      persona: 'participant',
      path: `${path}/preview/${images[48]!.imageId}`,
      query: noReactivation,
    })
    const position = page.getByText(/^Photo \d+ of \d+$/)
    await expect(position).toHaveText(/^Photo 49 of \d+$/)
    const total = Number((await position.textContent())!.match(/of (\d+)/)![1])
    expect(total).toBeGreaterThan(50)
    const nextPages: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith(`/shared-albums/${albumId}/photos`))
        nextPages.push(url.searchParams.get('cursor') ?? '')
    })
    await page.keyboard.press('ArrowRight')
    await expect(position).toHaveText(`Photo 50 of ${total}`)
    await expect.poll(() => nextPages).toHaveLength(1)
    expect(nextPages[0]).not.toBe('')
    await page.keyboard.press('ArrowRight')
    await expect(position).toHaveText(`Photo 51 of ${total}`)
    await expect(page).toHaveURL(new RegExp(`${path}/preview/[0-9a-f-]{36}\\?`))
  })
})
