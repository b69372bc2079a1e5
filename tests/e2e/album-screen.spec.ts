import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { type AppState, expect, tab, test } from './fixtures'
import { toastLayoutProblems } from './layout-check'

type OpenApp = (state?: AppState) => Promise<void>

/** Opens the albums tab and then the album with this name; answers the album's path. */
async function openAlbum(page: Page, openApp: OpenApp, name: string, state: AppState = {}) {
  await openApp({ persona: 'consumer', path: '/my-photos/albums', ...state })
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return new URL(page.url()).pathname
}

const cells = (page: Page) => page.getByRole('region', { name: 'Photos in this album' }).getByRole('link')

test.describe('Album screen', () => {
  test('shows My albums, the name, the stats, Delete album and the photos', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openAlbum(page, openApp, 'Family')
    await expect(page.getByRole('link', { name: 'My albums' })).toHaveAttribute(
      'href',
      '/my-photos/albums?mock-persona=consumer',
    )
    const name = page.getByRole('heading', { level: 1 }).getByRole('button', { name: 'Family' })
    await expect(name).toHaveAccessibleDescription('Edit album name')
    const stats = page.locator('.album-stats')
    await expect(stats).toHaveText(/^(\d+) photosCreated \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    const count = Number((await stats.textContent())!.match(/^\d+/)![0])
    await expect(cells(page)).toHaveCount(count)
    await expect(page.getByRole('button', { name: 'Delete album' })).toBeVisible()
    await expect(page.getByLabel('Sort by')).toHaveValue('created.desc')
    await expect.poll(() => contractCalls.checked).toContain('photos.getAlbum')
    await expect.poll(() => contractCalls.checked).toContain('photos.listAlbumPhotos')
  })

  // Issue 40: asked for only once the album had come, the photos were a network wave of their own on a phone.
  test('asks for its photos beside the album, not after it', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums', scenarios: ['fault:getAlbum:hang'] })
    const photosAsked = page.waitForRequest((request) =>
      /\/photos\/albums\/[^/]+\/photos\?/.test(request.url()),
    )
    await page.getByRole('link', { name: /^Family \d/ }).click()
    await photosAsked
    // The album itself has not answered yet.
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toHaveCount(0)
  })

  test('has no axe violations, also while selecting', async ({ page, openApp }) => {
    await openAlbum(page, openApp, 'Family')
    await expect(cells(page).first()).toBeVisible()
    const violations = () => axeViolations(page)
    expect(await violations()).toEqual([])
    await page.getByRole('button', { name: 'Select' }).click()
    await page.getByRole('region', { name: 'Photos in this album' }).getByRole('checkbox').first().click()
    // The toolbar's code loads as selection starts: checked once it is there.
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toContainText('1 selected')
    expect(await violations()).toEqual([])
  })

  test('sorts its photos on its own, and keeps the choice', async ({ page, openApp }) => {
    await openAlbum(page, openApp, 'Garden')
    await page.getByLabel('Sort by').selectOption({ label: 'Date taken (oldest first)' })
    await expect(page.getByLabel('Sort by')).toHaveValue('dateTaken.asc')
    const takenOn = async () =>
      (await cells(page).evaluateAll((links) => links.map((link) => link.getAttribute('title'))))
        .filter((title): title is string => title !== null)
        .map((title) => Date.parse(title.replace(/^Taken on /, '').replace(' at ', ' ')))
    await expect.poll(async () => (await takenOn()).length).toBeGreaterThan(2)
    const dates = await takenOn()
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
    await page.reload()
    await expect(page.getByLabel('Sort by')).toHaveValue('dateTaken.asc')
    // The photos list keeps its own sort.
    await page.goto(page.url().replace(/\/albums\/.*$/, '/photos?mock-persona=consumer'))
    await expect(page.getByLabel('Sort by')).toHaveValue('dateTaken.desc')
  })

  test('renames the album in Edit album name', async ({ page, openApp }) => {
    await openAlbum(page, openApp, 'Family')
    await page.getByRole('button', { name: 'Family' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit album name' })
    const field = dialog.getByLabel('Album name')
    await expect(field).toHaveValue('Family')
    await expect(field).toBeFocused()
    await expect(field).toHaveAccessibleDescription('6 of 255 characters')
    await field.fill('')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Please give your album a name')).toBeVisible()
    await field.fill('Family > friends')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('Name not valid')).toBeVisible()
    // A right-to-left isolate would show the name in another order than it is stored.
    await field.fill('Family \u2067sdneirf\u2069')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(
      dialog.getByText(
        /^The name contains hidden or control characters, such as ones that change the direction/,
      ),
    ).toBeVisible()
    // Spaces after the name are not saved.
    await field.fill('Family & friends  ')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Family & friends', exact: true })).toBeVisible()
    await expect(page).toHaveTitle(/^Family & friends \| /)
    await page.getByRole('link', { name: 'My albums' }).click()
    await expect(page.getByRole('link', { name: /^Family & friends \d/ })).toBeVisible()
  })

  test('deletes the album, says so, and goes back to the albums tab', async ({ page, openApp }) => {
    await openAlbum(page, openApp, 'Garden')
    await page.getByRole('button', { name: 'Delete album' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete album' })
    await expect(dialog).toContainText('Delete the album “Garden”? Its photos stay in your photo library.')
    await dialog.getByRole('button', { name: 'Delete album' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Garden album deleted' })).toBeVisible()
    await expect(page).toHaveURL(/\/my-photos\/albums\?mock-persona=consumer$/)
    await expect(tab(page, 'Albums')).toHaveText('Albums3')
    await expect(page.getByRole('link', { name: /^Garden \d/ })).toBeHidden()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
  })

  test('an empty album says so', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('button', { name: 'New album' }).click()
    await page.getByLabel('Album name').fill('Nothing yet')
    await page.getByRole('button', { name: 'Create album' }).click()
    await expect(page.getByRole('heading', { name: 'Your album is empty' })).toBeVisible()
    await expect(page.getByText('Choose photos from your library to put in this album.')).toBeVisible()
    await expect(page.locator('.album-stats')).toHaveText('0 photosCreated today')
    await expect(cells(page)).toHaveCount(0)
    // One way to add photos, and no sort or selection with nothing to sort or select.
    await expect(page.getByRole('button', { name: 'Add photos' })).toHaveCount(1)
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Add photos' }).click()
    await expect(page.getByRole('dialog', { name: 'Add photos to Nothing yet' })).toBeVisible()
  })

  test('keyboard: the name opens Edit album name, Escape closes it, then Add photos, then Delete album opens its modal', async ({
    page,
    openApp,
  }) => {
    await openAlbum(page, openApp, 'Family')
    await page.getByRole('link', { name: 'My albums' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Family' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Edit album name' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Edit album name' })).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add photos' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Delete album' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog', { name: 'Delete album' })).toBeVisible()
  })

  test('a shared album opens on the shared-album route', async ({ page, openApp }) => {
    await openApp({
      persona: 'shared-album-owner',
      path: '/my-photos/albums',
      query: { ReactivationEnabled: 'false' },
    })
    const href = await page.getByRole('link', { name: /^Summer holiday \d/ }).getAttribute('href')
    const id = href!.match(/shared-albums\/([0-9a-f-]{36})/)![1]
    await openApp({
      persona: 'shared-album-owner',
      path: `/my-photos/albums/${id}`,
      query: { ReactivationEnabled: 'false' },
    })
    await expect(page).toHaveURL(new RegExp(`/my-photos/shared-albums/${id}\\?`))
  })

  test('in nl-NL', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums', locale: 'nl-NL' })
    await page.getByRole('link', { name: /^Family \d/ }).click()
    await expect(page.getByRole('link', { name: 'Mijn albums' })).toBeVisible()
    await expect(page.locator('.album-stats')).toHaveText(/^\d+ foto’sGemaakt op \d{1,2} \S+ \d{4}$/)
    await page.getByRole('button', { name: 'Album verwijderen' }).click()
    await expect(page.getByRole('dialog', { name: 'Album verwijderen' })).toContainText('Het album “Family”')
  })

  test.describe('selection', () => {
    const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Selected photos' })
    const choices = (page: Page) =>
      page.getByRole('region', { name: 'Photos in this album' }).getByRole('checkbox')

    test('removes one photo from the album at once, says so with Undo, and sends it 5 s later', async ({
      page,
      openApp,
    }) => {
      await page.clock.install()
      await openAlbum(page, openApp, 'Family')
      await expect(cells(page).first()).toBeVisible()
      const before = await cells(page).count()
      await page.getByRole('button', { name: 'Select' }).click()
      await expect(toolbar(page).getByRole('button', { name: 'Delete from album' })).toBeDisabled()
      await choices(page).first().click()
      await expect(toolbar(page)).toContainText('1 selected')
      // Escape leaves selection mode (focus back on Select); the selection starts afresh.
      await page.keyboard.press('Escape')
      await expect(toolbar(page)).toBeHidden()
      await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeFocused()
      await page.getByRole('button', { name: 'Select' }).click()
      await choices(page).first().click()
      await expect(toolbar(page)).toContainText('1 selected')
      await toolbar(page).getByRole('button', { name: 'Delete from album' }).click()
      const toast = page.getByRole('status').filter({ hasText: 'Photo removed from Family' })
      await expect(toast.getByRole('button', { name: 'Undo' })).toBeVisible()
      await expect(toolbar(page)).toBeHidden()
      await expect(cells(page)).toHaveCount(before - 1)
      await expect(page.locator('.album-stats')).toContainText(`${before - 1} photos`)
      const sent = page.waitForResponse((response) => response.request().method() === 'DELETE')
      await page.clock.fastForward(5_000)
      expect((await sent).status()).toBe(200)
      await expect(toast).toHaveCount(0)
      await page.reload()
      await expect(cells(page)).toHaveCount(before - 1)
    })

    test('a removal still in its Undo window, then Delete album: the removal is dropped, not sent to find the album gone (issue 43)', async ({
      page,
      openApp,
    }) => {
      await page.clock.install()
      await openAlbum(page, openApp, 'Garden')
      await page.getByRole('button', { name: 'Select' }).click()
      await choices(page).first().click()
      await toolbar(page).getByRole('button', { name: 'Delete from album' }).click()
      const removed = page.getByRole('status').filter({ hasText: 'Photo removed from Garden' })
      await expect(removed).toBeVisible()
      const removals: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'DELETE' && /\/albums\/[^/]+\/photos$/.test(request.url())) {
          removals.push(request.url())
        }
      })
      await page.getByRole('button', { name: 'Delete album' }).click()
      await page
        .getByRole('dialog', { name: 'Delete album' })
        .getByRole('button', { name: 'Delete album' })
        .click()
      await expect(page.getByRole('status').filter({ hasText: 'Garden album deleted' })).toBeVisible()
      await expect(page).toHaveURL(/\/my-photos\/albums\?mock-persona=consumer$/)
      // Its Undo went with it; past its window, nothing more is sent.
      await expect(removed).toHaveCount(0)
      await page.clock.fastForward(10_000)
      await expect(tab(page, 'Albums')).toHaveText('Albums3')
      // A round trip after the window: an album opened shows its photos, and still no removal has left.
      await page.getByRole('link', { name: /^Family \d/ }).click()
      await expect(cells(page).first()).toBeVisible()
      expect(removals).toEqual([])
      await expect(page.getByRole('alert')).toHaveCount(0)
    })

    test('removes several photos and counts them in the toast', async ({ page, openApp }) => {
      await openAlbum(page, openApp, 'Family')
      await expect(cells(page).first()).toBeVisible()
      const before = await cells(page).count()
      await page.getByRole('button', { name: 'Select' }).click()
      await choices(page).nth(0).click()
      await choices(page).nth(1).click()
      await toolbar(page).getByRole('button', { name: 'Delete from album' }).click()
      await expect(page.getByRole('status').filter({ hasText: '2 photos removed from Family' })).toBeVisible()
      await expect(cells(page)).toHaveCount(before - 2)
    })

    test('Undo puts the photos back in the album, focus on the first, and sends nothing', async ({
      page,
      openApp,
    }) => {
      await page.clock.install()
      await openAlbum(page, openApp, 'Family')
      await expect(cells(page).first()).toBeVisible()
      const before = await cells(page).count()
      let sent = false
      page.on('request', (request) => {
        if (request.method() === 'DELETE') sent = true
      })
      await page.getByRole('button', { name: 'Select' }).click()
      await choices(page).nth(0).click()
      await choices(page).nth(1).click()
      await toolbar(page).getByRole('button', { name: 'Delete from album' }).click()
      await expect(cells(page)).toHaveCount(before - 2)
      await expect(page.locator('.album-stats')).toContainText(`${before - 2} photos`)
      await page
        .getByRole('status')
        .filter({ hasText: '2 photos removed from Family' })
        .getByRole('button', { name: 'Undo' })
        .click()
      await expect(cells(page)).toHaveCount(before)
      await expect(page.locator('.album-stats')).toContainText(`${before} photos`)
      await expect(cells(page).first()).toBeFocused()
      await page.clock.fastForward(10_000)
      await page.reload()
      await expect(cells(page)).toHaveCount(before)
      expect(sent).toBe(false)
    })

    test('downloads one selected photo under its file name', async ({ page, openApp }) => {
      await openAlbum(page, openApp, 'Family')
      await page.getByRole('button', { name: 'Select' }).click()
      await choices(page).first().click()
      const download = page.waitForEvent('download')
      await toolbar(page).getByRole('button', { name: 'Download' }).click()
      expect((await download).suggestedFilename()).toMatch(/^IMG_\d+\.jpg$/)
      await expect(toolbar(page)).toBeHidden()
    })

    test('several selected photos: selection mode lasts until the zip is saved', async ({
      page,
      openApp,
    }) => {
      await openAlbum(page, openApp, 'Family')
      await page.getByRole('button', { name: 'Select' }).click()
      await choices(page).nth(0).click()
      await choices(page).nth(1).click()
      const download = page.waitForEvent('download')
      await toolbar(page).getByRole('button', { name: 'Download' }).click()
      await expect(toolbar(page)).toContainText('2 selected')
      await expect(page.getByText('Preparing download...')).toBeVisible()
      expect((await download).suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/)
      await expect(toolbar(page)).toBeHidden()
    })

    test.describe('when the archive cannot be made', () => {
      test.use({ expectedConsoleErrors: /archive|Download failed/i })

      test('Download failed, and selection mode stays for another try', async ({ page, openApp }) => {
        await openAlbum(page, openApp, 'Family', { scenarios: ['downloads:archive-error'] })
        await page.getByRole('button', { name: 'Select' }).click()
        await choices(page).nth(0).click()
        await choices(page).nth(1).click()
        await toolbar(page).getByRole('button', { name: 'Download' }).click()
        await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toBeVisible()
        await expect(toolbar(page)).toContainText('2 selected')
        await expect(choices(page).nth(0)).toBeChecked()
        await expect(toolbar(page).getByRole('button', { name: 'Download' })).toBeEnabled()
      })

      test('the error toast sits above the selection toolbar, never over its buttons, at every width', async ({
        page,
        openApp,
      }) => {
        await openAlbum(page, openApp, 'Family', { scenarios: ['downloads:archive-error'] })
        await page.getByRole('button', { name: 'Select' }).click()
        await choices(page).nth(0).click()
        await choices(page).nth(1).click()
        await toolbar(page).getByRole('button', { name: 'Download' }).click()
        const toast = page.getByRole('alert').filter({ hasText: 'Download failed' })
        // Focus on the toast holds it open (it pauses) while the screen is measured at each width.
        await toast.getByRole('button', { name: 'Close notification' }).focus()
        for (const width of [320, 375, 768, 1280]) {
          await page.setViewportSize({ width, height: 720 })
          await expect(toast).toBeVisible()
          await expect.poll(() => toastLayoutProblems(page), { message: `${width} px` }).toEqual([])
        }
      })
    })

    test.describe('when removing fails', () => {
      test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

      test('after the 5 s the photos come back and the error says so', async ({ page, openApp }) => {
        await page.clock.install()
        await openAlbum(page, openApp, 'Family', { scenarios: ['faults:album-photos-remove'] })
        await expect(cells(page).first()).toBeVisible()
        const before = await cells(page).count()
        await page.getByRole('button', { name: 'Select' }).click()
        await choices(page).nth(0).click()
        await choices(page).nth(1).click()
        await toolbar(page).getByRole('button', { name: 'Delete from album' }).click()
        await expect(choices(page)).toHaveCount(0)
        await page.clock.fastForward(5_000)
        await expect(
          page
            .getByRole('alert')
            .filter({ hasText: 'Error: Your photos could not be removed from the album' }),
        ).toBeVisible()
        await expect(cells(page)).toHaveCount(before)
        await expect(page.locator('.album-stats')).toContainText(`${before} photos`)
      })
    })
  })

  test.describe('failures', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('renaming: the modal stays open with the name and says so', async ({ page, openApp }) => {
      await openAlbum(page, openApp, 'Family', { scenarios: ['faults:album-save'] })
      await page.getByRole('button', { name: 'Family' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit album name' })
      await dialog.getByLabel('Album name').fill('Family 2024')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Unable to save changes. Please try again')
      await expect(dialog.getByLabel('Album name')).toHaveValue('Family 2024')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    })

    test('deleting: the modal stays open and says so', async ({ page, openApp }) => {
      await openAlbum(page, openApp, 'Family', { scenarios: ['faults:album-delete'] })
      await page.getByRole('button', { name: 'Delete album' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete album' })
      await dialog.getByRole('button', { name: 'Delete album' }).click()
      await expect(dialog.getByRole('alert')).toHaveText('Unable to remove album. Please try again')
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}/)
    })

    test('the album cannot be displayed', async ({ page, openApp }) => {
      await openAlbum(page, openApp, 'Family')
      const path = new URL(page.url()).pathname
      await openApp({ persona: 'consumer', path, scenarios: ['faults:album-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'Unable to display album. Please refresh the page or try again later.',
      )
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'My albums' })).toBeVisible()
    })

    test('its photos cannot be displayed', async ({ page, openApp }) => {
      await openAlbum(page, openApp, 'Family', { scenarios: ['faults:album-photos-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'Unable to display album photos. Please refresh the page or try again later.',
      )
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expect(page.locator('.album-stats')).toContainText('photos')
    })
  })
})
