import type { Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, tab, test } from './fixtures'

const albumTiles = (page: Page) => page.getByRole('region', { name: 'Your albums' }).getByRole('listitem')

test.describe('Albums tab', () => {
  test('shows the New album tile first, then every album with its count and created date', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await expect(tab(page, 'Albums')).toHaveText('Albums4')
    await expect(albumTiles(page)).toHaveCount(5)
    await expect(albumTiles(page).first().getByRole('button', { name: 'New album' })).toBeVisible()
    const tiles = albumTiles(page).getByRole('link')
    await expect(tiles).toHaveCount(4)
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveText(/^.+\d+ photos?Created \d{2} [A-Z][a-z]{2} \d{4}$/)
      await expect(tile).toHaveAttribute(
        'href',
        /^\/my-photos\/albums\/[0-9a-f-]{36}\?mock-persona=consumer$/,
      )
    }
    await expect(tiles.first().locator('img')).toHaveAttribute('src', /\/thumbnails\//)
    await expect.poll(() => contractCalls.checked).toContain('photos.listAlbums')
    await expect.poll(() => contractCalls.checked).toContain('shared-albums.listSharedAlbums')
  })

  test('has no axe violations, with shared albums and in the create modal with a message', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'participant', path: '/my-photos/albums' })
    await expect(page.getByRole('region', { name: 'Shared with you' }).getByRole('link')).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'New album' }).click()
    await page.getByRole('button', { name: 'Create album' }).click()
    await expect(page.getByText('Please give your album a name')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('a tile opens its album, and My albums leads back', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    const tile = albumTiles(page).getByRole('link').nth(1)
    const name = (await tile.locator('.album-tile__name').textContent())!
    await tile.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.getByRole('link', { name: 'My albums' }).click()
    await expect(page).toHaveURL(/\/my-photos\/albums\?mock-persona=consumer$/)
    await expect(tab(page, 'Albums')).toHaveAttribute('aria-current', 'page')
  })

  test('every tile and control works from the keyboard', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    const newAlbum = page.getByRole('button', { name: 'New album' })
    await newAlbum.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create new album' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Album name')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(newAlbum).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(albumTiles(page).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}/)
  })

  test('with no albums, only the New album tile and a hint', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-new', path: '/my-photos/albums' })
    await expect(page.getByText('You have no albums yet.', { exact: false })).toBeVisible()
    await expect(albumTiles(page)).toHaveCount(1)
    await expect(tab(page, 'Albums')).toHaveText('Albums0')
  })

  test.describe('when the album list fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('says so with Try again', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/my-photos/albums', scenarios: ['faults:albums-load'] })
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'Unable to display albums. Please refresh the page or try again later.',
      )
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('alert')).toContainText('Unable to display albums.')
      await expect(page.getByRole('button', { name: 'New album' })).toBeHidden()
    })
  })

  test.describe('shared albums', () => {
    test('are listed under Shared with you and open on the shared-album route', async ({ page, openApp }) => {
      await openApp({ persona: 'participant', path: '/my-photos/albums' })
      const shared = page.getByRole('region', { name: 'Shared with you' })
      const tile = shared.getByRole('link', { name: /^Summer holiday/ })
      await expect(tile).toHaveAttribute('href', /^\/my-photos\/shared-albums\/[0-9a-f-]{36}\?/)
      // Own albums (none) plus the shared album the participant reads.
      await expect(tab(page, 'Albums')).toHaveText('Albums1')
      await expect(albumTiles(page)).toHaveCount(1)
    })

    test('are left out, and not counted, when the shared albums view is off', async ({ page, openApp }) => {
      await openApp({
        persona: 'participant',
        path: '/my-photos/albums',
        query: { SharedAlbumsViewEnabled: 'false' },
      })
      await expect(page.getByRole('button', { name: 'New album' })).toBeVisible()
      await expect(tab(page, 'Albums')).toHaveText('Albums0')
      await expect(page.getByRole('heading', { name: 'Shared with you' })).toBeHidden()
    })

    test.describe('when they fail to load', () => {
      test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

      test('their own error shows, and the own albums still do', async ({ page, openApp }) => {
        await openApp({
          persona: 'participant',
          path: '/my-photos/albums',
          scenarios: ['faults:shared-albums-load'],
        })
        const shared = page.getByRole('region', { name: 'Shared with you' })
        await expect(shared.getByRole('alert')).toHaveText(
          /^Unable to display shared albums\. Please refresh the page or try again later\.Try again$/,
        )
        await expect(page.getByRole('button', { name: 'New album' })).toBeVisible()
        await expect(tab(page, 'Albums')).toHaveText('Albums-')
      })
    })
  })

  test.describe('Create album', () => {
    test('creates the album and opens it', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/my-photos/albums' })
      await page.getByRole('button', { name: 'New album' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create new album' })
      const field = dialog.getByLabel('Album name')
      await expect(field).toHaveAttribute('placeholder', 'Untitled album')
      await field.fill('Road trip 🚗')
      await dialog.getByRole('button', { name: 'Create album' }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/my-photos\/albums\/[0-9a-f-]{36}\?mock-persona=consumer$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Road trip 🚗' })).toBeVisible()
      await expect(page.getByText('Created today')).toBeVisible()
      await expect(page.getByText('Your album is empty')).toBeVisible()
      await page.getByRole('link', { name: 'My albums' }).click()
      await expect(tab(page, 'Albums')).toHaveText('Albums5')
      await expect(albumTiles(page).nth(1)).toContainText('Road trip 🚗0 photosCreated')
    })

    test('checks the name only on submit, with the spec’s messages', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path: '/my-photos/albums' })
      await page.getByRole('button', { name: 'New album' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create new album' })
      const field = dialog.getByLabel('Album name')
      const create = dialog.getByRole('button', { name: 'Create album' })

      await create.click()
      await expect(dialog.getByText('Please give your album a name')).toBeVisible()
      await expect(field).toHaveAttribute('aria-invalid', 'true')

      await field.fill('<b>Party</b>')
      await field.blur()
      await expect(dialog.getByText('Please give your album a name')).toBeVisible()
      await expect(dialog.getByText('Name not valid')).toBeHidden()
      await create.click()
      await expect(dialog.getByText('Name not valid')).toBeVisible()

      await field.fill(' Party')
      await create.click()
      await expect(dialog.getByText('Name not valid')).toBeVisible()
      await field.fill('Party; again')
      await create.click()
      await expect(dialog.getByText('Name not valid')).toBeVisible()
      await expect(dialog).toBeVisible()
      await expect(tab(page, 'Albums')).toHaveText('Albums4')
    })

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 740 } })

      test('shows the limit as the name is typed, refuses hidden direction characters, trims, wraps a long name everywhere, and dates the album alike on its tile and screen', async ({
        page,
        openApp,
      }) => {
        await openApp({ persona: 'consumer', path: '/my-photos/albums', clockAt: '2026-11-24T10:00:00Z' })
        const fitsTheScreen = async () => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
        }
        await page.getByRole('button', { name: 'New album' }).click()
        const dialog = page.getByRole('dialog', { name: 'Create new album' })
        const field = dialog.getByLabel('Album name')
        const create = dialog.getByRole('button', { name: 'Create album' })
        await expect(field).toHaveAccessibleDescription('0 of 255 characters')
        await field.fill('Road trip')
        await expect(field).toHaveAccessibleDescription('9 of 255 characters')

        // U+202E would show 'photos\u202egpj.exe' as 'photosexe.jpg'.
        await field.fill('photos\u202egpj.exe')
        await create.click()
        await expect(
          dialog.getByText(
            'The name contains hidden or control characters, such as ones that change the direction of the text. Please remove them or type the name again.',
          ),
        ).toBeVisible()

        // 255 characters without a space, then spaces that are not sent and do not count.
        const long = `Sommerurlaub${'Dolomiten'.repeat(27)}`.padEnd(255, 'x')
        await field.fill(`${long}   `)
        await expect(field).toHaveAccessibleDescription(/^255 of 255 characters/)
        await create.click()
        await expect(dialog).toBeHidden()
        const heading = page.getByRole('heading', { level: 1, name: long, exact: true })
        await expect(heading).toBeVisible()
        await expect(page.getByText('Created today')).toBeVisible()
        await fitsTheScreen()
        // Wrapped and smaller: it leaves most of the phone's screen to the album.
        expect((await heading.boundingBox())!.height).toBeLessThan(300)

        await page.getByRole('button', { name: 'Add photos' }).first().click()
        const adding = page.getByRole('dialog', { name: `Add photos to ${long}` })
        await expect(adding).toBeVisible()
        await fitsTheScreen()
        const addingBox = (await adding.boundingBox())!
        expect(addingBox.x + addingBox.width).toBeLessThanOrEqual(375)
        await page.keyboard.press('Escape')
        await expect(adding).toBeHidden()

        await page.getByRole('button', { name: 'Delete album' }).click()
        const deletion = page.getByRole('dialog', { name: 'Delete album' })
        await expect(deletion).toContainText(long)
        await fitsTheScreen()
        const box = (await deletion.boundingBox())!
        expect(box.x + box.width).toBeLessThanOrEqual(375)
        await deletion.getByRole('button', { name: 'Cancel' }).click()

        await page.getByRole('link', { name: 'My albums' }).click()
        const tile = albumTiles(page).nth(1)
        await expect(tile).toHaveText(`${long}0 photosCreated today`)
        await fitsTheScreen()
        const tileBox = (await tile.boundingBox())!
        expect(tileBox.x + tileBox.width).toBeLessThanOrEqual(375)
      })
    })

    test.describe('when saving fails', () => {
      test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

      test('the modal stays open with the name and says so', async ({ page, openApp }) => {
        await openApp({ persona: 'consumer', path: '/my-photos/albums', scenarios: ['faults:album-save'] })
        await page.getByRole('button', { name: 'New album' }).click()
        const dialog = page.getByRole('dialog', { name: 'Create new album' })
        await dialog.getByLabel('Album name').fill('Road trip')
        await dialog.getByRole('button', { name: 'Create album' }).click()
        await expect(dialog.getByRole('alert')).toHaveText('Unable to save changes. Please try again.')
        await expect(dialog).toBeVisible()
        await expect(dialog.getByLabel('Album name')).toHaveValue('Road trip')
        await expect(page).toHaveURL(/\/my-photos\/albums\?/)
      })
    })
  })

  test('speaks the locale: de-AT', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums', locale: 'de-AT' })
    await expect(page.getByRole('heading', { name: 'Ihre Alben' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Ihre Alben' }).getByRole('listitem').getByRole('link').first(),
    ).toHaveText(/\d+ Fotos?Erstellt am \d{2}\. .+ \d{4}$/)
    await page.getByRole('button', { name: 'Neues Album' }).click()
    const dialog = page.getByRole('dialog', { name: 'Neues Album erstellen' })
    await expect(dialog.getByLabel('Albumname')).toHaveAttribute('placeholder', 'Unbenanntes Album')
    await dialog.getByRole('button', { name: 'Album erstellen' }).click()
    await expect(dialog.getByText('Bitte geben Sie Ihrem Album einen Namen')).toBeVisible()
  })
})
