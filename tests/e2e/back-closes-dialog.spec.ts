import type { Locator, Page } from '@playwright/test'
import { dialogsInHistory } from '../support/dialog-history'
import { scaledMs } from '../support/machine-factor'
import { expect, test } from './fixtures'

/**
 * Back closes the top dialog, on every dialog of the app (issue 28, src/app/ui/modal/use-back-closes.ts): a customer
 * on a phone presses Back to close it and keeps the page; closed by Escape, it leaves no history entry behind.
 */
interface Row {
  dialog: string
  persona?: string
  path: string
  query?: Record<string, string>
  /** From the opened page to the screen with the dialog's opener, when it is not the page itself. */
  reach?: (page: Page) => Promise<void>
  opener: (page: Page) => Locator
  /** How the dialog opens when not by a click on its opener (a key). */
  open?: (page: Page, dialog: Locator) => Promise<void>
}

const main = (page: Page) => page.getByRole('main')
const openAlbum = (name: string) => async (page: Page) => {
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}
const albums = '/my-photos/albums'

const rows: Row[] = [
  {
    dialog: 'Delete your account?',
    path: '/settings',
    opener: (page) => main(page).getByRole('button', { name: 'Delete account' }),
  },
  {
    dialog: 'Delete project',
    path: '/saved-projects',
    opener: (page) => main(page).getByRole('button', { name: 'Delete' }).first(),
  },
  {
    dialog: 'Delete this address?',
    path: '/settings/addresses/all',
    opener: (page) => main(page).getByRole('button', { name: 'Delete' }).first(),
  },
  {
    dialog: 'Your photo storage',
    path: '/my-photos/photos',
    opener: (page) => page.getByRole('button', { name: /^Photos kept until / }),
  },
  {
    dialog: 'Add photos',
    path: '/my-photos/photos',
    opener: (page) => main(page).getByRole('button', { name: 'Add photos' }),
  },
  {
    dialog: 'Create new album',
    path: albums,
    opener: (page) => main(page).getByRole('button', { name: 'New album' }),
  },
  {
    dialog: 'Edit album name',
    path: albums,
    reach: openAlbum('Family'),
    opener: (page) => main(page).getByRole('button', { name: 'Family' }),
  },
  {
    dialog: 'Delete album',
    path: albums,
    reach: openAlbum('Family'),
    opener: (page) => main(page).getByRole('button', { name: 'Delete album' }),
  },
  {
    dialog: 'Add photos to Family',
    path: albums,
    reach: openAlbum('Family'),
    opener: (page) => main(page).getByRole('button', { name: 'Add photos' }).first(),
  },
  {
    dialog: 'Info',
    path: '/my-photos/photos',
    reach: async (page) => {
      await page.getByRole('region', { name: 'Your photos by month' }).getByRole('link').first().click()
      await expect(page.getByTestId('photo-preview-stage')).toBeVisible()
    },
    opener: (page) => page.getByRole('button', { name: 'Info', exact: true }),
  },
  {
    dialog: 'Keyboard shortcuts',
    path: '/my-photos/photos',
    opener: (page) => page.getByRole('region', { name: 'Your photos by month' }).getByRole('link').first(),
    // `?` comes with code loaded after the first thumbnails: pressed until the sheet shows.
    open: async (page, dialog) => {
      await expect(async () => {
        await page.keyboard.press('?')
        await expect(dialog).toBeVisible({ timeout: scaledMs(2_000) })
      }).toPass({ timeout: scaledMs(30_000) })
    },
  },
  {
    dialog: 'Shared with 3 people',
    persona: 'shared-album-owner',
    path: albums,
    query: { ReactivationEnabled: 'false' },
    reach: openAlbum('Summer holiday'),
    opener: (page) => main(page).getByRole('button', { name: 'Shared with 3 people' }),
  },
]

for (const row of rows) {
  test(`${row.dialog}: Back closes it and the page stays; Escape closes it and leaves no history entry`, async ({
    page,
    openApp,
  }) => {
    await openApp({
      persona: row.persona ?? 'consumer',
      path: row.path,
      ...(row.query ? { query: row.query } : {}),
    })
    await row.reach?.(page)
    const address = page.url()
    const dialog = page.getByRole('dialog', { name: row.dialog })

    const open = () => (row.open ? row.open(page, dialog) : row.opener(page).click())
    await open()
    await expect(dialog).toBeVisible()
    expect(page.url(), 'a link to the page never opens the dialog').toBe(address)
    await page.goBack()
    await expect(dialog).toBeHidden()
    expect(page.url()).toBe(address)
    await expect(row.opener(page)).toBeVisible()

    await open()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect.poll(() => dialogsInHistory(page)).toBe(0)
    expect(page.url()).toBe(address)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu panel closes on Back and the page stays; a link in it still leads to its page', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/orders' })
    const address = page.url()
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Account menu' })
    await menuButton.click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(menu).toBeHidden()
    expect(page.url()).toBe(address)
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()

    await menuButton.click()
    await menu.getByRole('link', { name: /^Saved projects/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Saved projects' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  })
})

// Issue 43: a reload with a dialog open left its history entry behind, and the next Back only stepped onto the same
// page, doing nothing the customer could see.
test('after a reload with a dialog open, Back goes to the page the customer came from', async ({
  page,
  openApp,
}) => {
  await openApp({ persona: 'consumer', path: '/settings' })
  await main(page)
    .getByRole('link', { name: /^Addresses/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible()
  const list = page.url()
  await main(page).getByRole('button', { name: 'Delete' }).first().click()
  await expect(page.getByRole('dialog', { name: 'Delete this address?' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect.poll(() => dialogsInHistory(page)).toBe(0)
  expect(page.url()).toBe(list)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page).toHaveURL(/\/settings\?/)
})
