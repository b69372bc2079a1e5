import type { Page } from '@playwright/test'
import { type AppState, expect, tab, test } from './fixtures'

// The photo library's feature flags (docs/requirements/routes-and-access.md#routes-feature-flags), each flag on and
// off, in one place (issue 15). Flags the spec also names with the prefix (PhotoManagement…) are set here in that
// form, the others in their own. Already both ways elsewhere: AlbumViewEnabled (album-view-flag.spec.ts),
// DownloadViewEnabled (download-view-flag.spec.ts), PhotoManagementFeatureFlagControl (flag-control.spec.ts),
// QrCodeUploadEnabled (import.spec.ts, 'the QR code tab').

type OpenApp = (state?: AppState) => Promise<void>
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' })
const timeline = (page: Page) => page.getByRole('region', { name: 'Your photos by month' })
/**
 * The clock the storage texts are read against: the mock's deletion date is two months on
 * (docs/requirements/constants.md#constants-storage-period).
 */
const clockAt = '2026-11-22T10:00:00Z'

test.describe('TimelineViewEnabled', () => {
  test('on (prefixed): My photos in the menu, and the timeline opens', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { PhotoManagementTimelineViewEnabled: 'true' } })
    await expect(timeline(page)).toBeVisible()
    await expect(accountMenu(page).getByRole('link', { name: 'My photos' })).toBeVisible()
  })

  test('off (prefixed): no My photos in the menu, and /my-photos/photos sends the user to /', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', query: { PhotoManagementTimelineViewEnabled: 'false' } })
    await expect(page).toHaveURL(/\.localhost:\d+\/(\?.*)?$/)
    await expect(accountMenu(page)).toBeVisible()
    await expect(accountMenu(page).getByRole('link', { name: 'My photos' })).toHaveCount(0)
    await expect(timeline(page)).toHaveCount(0)
  })
})

test.describe('AlbumViewEnabled in its prefixed form', () => {
  test('on: the Albums tab', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { PhotoManagementAlbumViewEnabled: 'true' } })
    await expect(timeline(page)).toBeVisible()
    await expect(tab(page, 'Albums')).toBeVisible()
  })

  test('off: no Albums tab, and /my-photos/albums sends the user to /', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { PhotoManagementAlbumViewEnabled: 'false' } })
    await expect(timeline(page)).toBeVisible()
    await expect(tab(page, 'Albums')).toHaveCount(0)
    await openApp({
      persona: 'consumer',
      path: '/my-photos/albums',
      query: { PhotoManagementAlbumViewEnabled: 'false' },
    })
    await expect(page).toHaveURL(/\.localhost:\d+\/(\?.*)?$/)
  })
})

test.describe('SharedAlbumsViewEnabled (prefixed)', () => {
  test('on: the albums shared with the participant are listed and counted', async ({ page, openApp }) => {
    await openApp({
      persona: 'participant',
      path: '/my-photos/albums',
      query: { PhotoManagementSharedAlbumsViewEnabled: 'true' },
    })
    await expect(page.getByRole('heading', { name: 'Shared with you' })).toBeVisible()
    await expect(tab(page, 'Albums')).toHaveText('Albums1')
  })

  test('off: none listed nor counted', async ({ page, openApp }) => {
    await openApp({
      persona: 'participant',
      path: '/my-photos/albums',
      query: { PhotoManagementSharedAlbumsViewEnabled: 'false' },
    })
    await expect(page.getByRole('button', { name: 'New album' })).toBeVisible()
    await expect(tab(page, 'Albums')).toHaveText('Albums0')
    await expect(page.getByRole('heading', { name: 'Shared with you' })).toHaveCount(0)
  })
})

test.describe('UploadViewEnabled', () => {
  test('on: Add photos on the Photos screen', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { UploadViewEnabled: 'true' } })
    await expect(page.getByRole('button', { name: 'Add photos' })).toBeVisible()
  })

  test('off: no Add photos', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { UploadViewEnabled: 'false' } })
    await expect(page.getByRole('button', { name: 'Select' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add photos' })).toHaveCount(0)
  })
})

test.describe('OrderPrintsEnabled (prefixed)', () => {
  async function selectInFamilyAlbum(page: Page, openApp: OpenApp, value: string) {
    await openApp({
      persona: 'consumer',
      path: '/my-photos/albums',
      query: { PhotoManagementOrderPrintsEnabled: value, ReactivationEnabled: 'false' },
    })
    await page.getByRole('link', { name: /^Family \d/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    await page.getByRole('button', { name: 'Select' }).click()
    await expect(
      page.getByRole('toolbar', { name: 'Selected photos' }).getByRole('button', { name: 'Download' }),
    ).toBeVisible()
  }

  test('on: Order photo prints among an album’s selection actions', async ({ page, openApp }) => {
    await selectInFamilyAlbum(page, openApp, 'true')
    await expect(page.getByRole('button', { name: 'Order photo prints' })).toBeVisible()
  })

  test('off: no Order photo prints', async ({ page, openApp }) => {
    await selectInFamilyAlbum(page, openApp, 'false')
    await expect(page.getByRole('button', { name: 'Order photo prints' })).toHaveCount(0)
  })
})

test.describe('ReactivationEnabled', () => {
  const title = 'Your photos will soon be deleted'

  test('on: the reactivation modal opens by itself when deletion is near', async ({ page, openApp }) => {
    await openApp({
      persona: 'consumer',
      scenarios: ['storage:critical'],
      query: { ReactivationEnabled: 'true' },
    })
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  })

  test('off: it stays closed, and the status still says when', async ({ page, openApp }) => {
    await openApp({
      persona: 'consumer',
      scenarios: ['storage:critical'],
      query: { ReactivationEnabled: 'false' },
    })
    await expect(page.getByRole('button', { name: /^Photos will be deleted in / })).toBeVisible()
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0)
  })
})

test.describe('UseReactivationMockData', () => {
  test('on: the storage period is the mock’s, deletion two months on (a warning)', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', clockAt, query: { UseReactivationMockData: 'true' } })
    await expect(
      page.getByRole('button', { name: 'Photos will be deleted on 22 January 2027' }),
    ).toBeVisible()
  })

  test('off: the storage period is the account’s own', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', clockAt, query: { UseReactivationMockData: 'false' } })
    await expect(page.getByRole('button', { name: /^Photos kept until / })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Photos will be deleted / })).toHaveCount(0)
  })
})

test.describe('PhotoExportEnabled', () => {
  async function openStorageDialog(page: Page, openApp: OpenApp, value: string) {
    await openApp({ persona: 'consumer', query: { PhotoExportEnabled: value } })
    await page.getByRole('button', { name: /^Photos kept until / }).click()
    const dialog = page.getByRole('dialog', { name: 'Your photo storage' })
    await expect(dialog.getByRole('button', { name: 'Delete all photos' })).toBeVisible()
    return dialog
  }

  test('on: the storage dialog offers Export all photos', async ({ page, openApp }) => {
    const dialog = await openStorageDialog(page, openApp, 'true')
    await expect(dialog.getByRole('button', { name: 'Export all photos' })).toBeVisible()
  })

  test('off: no export in the dialog (its page’s guard: photo-exports.spec.ts)', async ({
    page,
    openApp,
  }) => {
    const dialog = await openStorageDialog(page, openApp, 'false')
    await expect(dialog.getByRole('button', { name: 'Export all photos' })).toHaveCount(0)
  })
})
