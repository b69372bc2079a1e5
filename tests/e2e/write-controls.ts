import type { Locator, Page } from '@playwright/test'
import { operationIndexes } from '../../src/generated/operations'
import { textbox } from '../support/form-locators'
import { scaledMs } from '../support/machine-factor'
import { downingStreet } from './address-steps'
import { type AppState, expect } from './fixtures'

/**
 * Every write of the contracts and the control that sends it: where the control is, how to reach it and what the
 * screen says once the write has worked. The double-click test presses each one twice; the fault matrix makes each
 * one fail in every way a call can.
 */

export interface ControlRow {
  /** The write the control sends: its contract's operationId. */
  operation: string
  /** Where the control is: the screen as a persona (the mock database is reset for each press). */
  screen: AppState
  /** What comes before the press (a form filled, a dialog opened); answers the control. */
  reach: (page: Page) => Promise<Locator>
  /** What the screen says once the write has succeeded (moving the clock past an undo window first). */
  succeeded: (page: Page) => Promise<void>
  /**
   * Stands in for the page outside the app that the success leads to; called before `reach` only where the write is
   * to succeed. While such a route is set, Playwright reports a request the msw worker holds only once it ends, so a
   * test timing a held write must not set it.
   */
  leavesFor?: (page: Page) => Promise<unknown>
  /** Console errors the screen logs on purpose (a lookup whose 404 means 'none'). */
  expectedConsoleErrors?: RegExp
}

/** Writes no control sends, and why. */
export const noControl: Record<string, string> = {
  activateUser: 'called on page load: the Photos screen starts activation when the user is NOT_ACTIVE',
  getAnonymousUploads: 'asked by the QR tab while it is open, no control',
  uploadPhoto: 'sent by the upload queue, one request per file, no control',
  confirmAccountDeletion: 'called on page load of the account-deletion link',
  confirmEmailChange: 'called on page load of the e-mail change link',
  confirmSubscription: 'called on page load of the newsletter confirmation link',
}

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
const dialogButton = async (page: Page, dialog: string, button: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button })
const listItems = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem')

// The page's clock is pinned where a write waits out an undo window, so the window can be moved past.
const clockAt = '2026-03-02T10:00:00Z'

export const writeControls: ControlRow[] = [
  // Account side: forms
  {
    operation: 'updateCustomer',
    screen: { persona: 'consumer', path: '/settings/personal-details' },
    reach: async (page) => {
      await textbox(page, 'Last name').fill('Morgan-Smith')
      return page.getByRole('button', { name: 'Save' })
    },
    succeeded: (page) => expect(status(page, 'Your personal details have been saved.')).toBeVisible(),
  },
  {
    operation: 'updatePaymentMethod',
    screen: { persona: 'b2b-default', path: '/settings/payment-method' },
    reach: async (page) => {
      await page.getByRole('radio', { name: /By SEPA direct debit/ }).check()
      await textbox(page, 'Account holder').fill('Studio Example B.V.')
      await textbox(page, 'IBAN').fill('NL91 ABNA 0417 1643 00')
      return page.getByRole('button', { name: 'Save payment method' })
    },
    succeeded: (page) => expect(status(page, 'Your payment method has been saved.')).toBeVisible(),
  },
  {
    operation: 'updateFtpIntegration',
    screen: { persona: 'b2b-default', path: '/integration' },
    reach: async (page) => {
      await page
        .getByRole('textbox', { name: 'Callback address' })
        .fill('https://studio-example.com/hooks/v2')
      return page.getByRole('button', { name: 'Save' })
    },
    succeeded: (page) => expect(status(page, 'Your FTP integration has been saved.')).toBeVisible(),
  },
  {
    operation: 'requestEmailChange',
    screen: { persona: 'consumer', path: '/settings/email' },
    reach: async (page) => {
      await page.getByRole('textbox', { name: 'New email address' }).fill('alex.new@example.org')
      return page.getByRole('button', { name: 'Send confirmation link' })
    },
    succeeded: (page) => expect(status(page, 'Check your inbox')).toBeVisible(),
  },
  // Account side: the address book
  {
    operation: 'createAddress',
    screen: { persona: 'consumer', path: '/settings/new-address' },
    reach: async (page) => {
      for (const [name, value] of Object.entries({ ...downingStreet, 'Phone number': '020 7946 0999' }))
        await textbox(page, name).fill(value)
      return page.getByRole('button', { name: 'Save address' })
    },
    succeeded: async (page) => {
      await expect(status(page, 'The address has been added.')).toBeVisible()
      await expect(listItems(page, 'Your addresses')).toHaveCount(4)
    },
  },
  {
    operation: 'updateAddress',
    screen: { persona: 'consumer', path: '/settings/addresses/all' },
    reach: async (page) => {
      await listItems(page, 'Your addresses')
        .filter({ hasText: 'Baker Street' })
        .getByRole('link', { name: 'Change' })
        .click()
      await textbox(page, 'House number or name').fill('265')
      return page.getByRole('button', { name: 'Save address' })
    },
    succeeded: (page) => expect(status(page, 'The address has been changed.')).toBeVisible(),
  },
  {
    operation: 'deleteAddress',
    screen: { persona: 'consumer', path: '/settings/addresses/all' },
    reach: async (page) => {
      await listItems(page, 'Your addresses')
        .filter({ hasText: 'Deansgate' })
        .getByRole('button', { name: 'Delete' })
        .click()
      return dialogButton(page, 'Delete this address?', 'Delete address')
    },
    succeeded: async (page) => {
      await expect(status(page, 'The address has been deleted.')).toBeVisible()
      await expect(listItems(page, 'Your addresses')).toHaveCount(2)
    },
  },
  // Saved projects and online products
  {
    operation: 'deleteProject',
    screen: { persona: 'consumer', path: '/saved-projects' },
    reach: async (page) => {
      await listItems(page, 'Saved projects').first().getByRole('button', { name: 'Delete' }).click()
      return dialogButton(page, 'Delete project', 'Delete project')
    },
    succeeded: async (page) => {
      await expect(status(page, /” deleted$/)).toBeVisible()
      await expect(status(page, /saved projects?$/)).toHaveText('12 saved projects')
    },
  },
  {
    operation: 'deleteWidget',
    screen: { persona: 'consumer', path: '/online-products', clockAt },
    reach: async (page) =>
      listItems(page, 'Online photo books')
        .filter({ has: page.getByRole('heading', { name: 'Christmas 2025', exact: true }) })
        .getByRole('button', { name: 'Delete' }),
    succeeded: async (page) => {
      // Only the photo book under the pointer left: 7 → 6, not 5.
      await expect(status(page, /online photo books?$/)).toHaveText('6 online photo books')
      const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
      await page.clock.fastForward(5_000)
      await deleted
      await expect(status(page, /online photo books?$/)).toHaveText('6 online photo books')
    },
  },
  {
    operation: 'updateWidget',
    screen: { persona: 'consumer', path: '/online-products' },
    reach: async (page) =>
      listItems(page, 'Online photo books')
        .filter({ has: page.getByRole('heading', { name: 'Summer in Portugal', exact: true }) })
        .getByRole('button', { name: 'Stop sharing' }),
    succeeded: (page) => expect(status(page, '“Summer in Portugal” is no longer shared')).toBeVisible(),
  },
  {
    operation: 'requestAccountDeletion',
    screen: { persona: 'consumer', path: '/settings' },
    reach: async (page) => {
      await page
        .getByRole('region', { name: 'Delete account' })
        .getByRole('button', { name: 'Delete account' })
        .click()
      return dialogButton(page, 'Delete your account?', 'Send confirmation email')
    },
    succeeded: (page) =>
      expect(page.getByRole('region', { name: 'Delete account' }).getByRole('status')).toContainText(
        'We sent a link to',
      ),
  },
  // Online products: the share page
  {
    operation: 'shareWidget',
    expectedConsoleErrors: /status of 404/,
    screen: { persona: 'consumer', path: '/online-products/PC-100001-002' },
    reach: async (page) => {
      const form = page.getByRole('region', { name: 'Share by e-mail' })
      await form.getByRole('textbox', { name: 'Your name' }).fill('Alex Morgan')
      await form.getByRole('textbox', { name: 'Recipient’s e-mail address' }).fill('kim.lee@example.com')
      return form.getByRole('button', { name: 'Send' })
    },
    succeeded: (page) =>
      expect(status(page, 'The photo book has been shared with kim.lee@example.com.')).toBeVisible(),
  },
  {
    operation: 'createGalleryEntry',
    expectedConsoleErrors: /status of 404/,
    screen: { persona: 'consumer', path: '/online-products/PC-100001-003' },
    reach: async (page) => {
      const gallery = page.getByRole('region', { name: 'Gallery' })
      await gallery.getByRole('checkbox', { name: 'Nature' }).check()
      return gallery.getByRole('button', { name: 'Publish in the gallery' })
    },
    succeeded: (page) => expect(status(page, 'Published in the gallery')).toBeVisible(),
  },
  {
    operation: 'updateGalleryEntry',
    expectedConsoleErrors: /status of 404/,
    screen: { persona: 'consumer', path: '/online-products/PC-100001-001' },
    reach: async (page) => {
      const gallery = page.getByRole('region', { name: 'Gallery' })
      await gallery.getByRole('checkbox', { name: 'Family' }).check()
      return gallery.getByRole('button', { name: 'Save categories' })
    },
    succeeded: (page) => expect(status(page, 'Categories saved')).toBeVisible(),
  },
  {
    operation: 'deleteGalleryEntry',
    expectedConsoleErrors: /status of 404/,
    screen: { persona: 'consumer', path: '/online-products/PC-100001-001' },
    reach: async (page) =>
      page.getByRole('region', { name: 'Gallery' }).getByRole('button', { name: 'Remove from the gallery' }),
    succeeded: (page) => expect(status(page, 'Removed from the gallery')).toBeVisible(),
  },
  // Orders
  {
    operation: 'refreshProductVoucher',
    expectedConsoleErrors: /status of 404/,
    screen: { persona: 'consumer', path: '/orders/SO-100001-05', clockAt: '2026-11-24T09:00:00Z' },
    reach: async (page) =>
      page
        .getByRole('region', { name: 'Products', exact: true })
        .getByRole('article')
        .first()
        .getByRole('button', { name: 'Renew voucher' }),
    succeeded: (page) =>
      expect(
        page
          .getByRole('region', { name: 'Products', exact: true })
          .getByText(/off, valid until/)
          .first(),
      ).toBeVisible(),
  },
  // Photos: the storage dialog
  {
    operation: 'deleteAllPhotos',
    screen: { persona: 'consumer' },
    reach: async (page) => {
      await page.getByRole('button', { name: /^Photos kept until / }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Delete all photos' }).click()
      await dialog.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE')
      return dialog.getByRole('button', { name: 'Delete all photos' })
    },
    succeeded: (page) => expect(page.getByText('All your photos have been deleted')).toBeVisible(),
  },
  {
    operation: 'createBackup',
    screen: { persona: 'consumer' },
    reach: async (page) => {
      await page.getByRole('button', { name: /^Photos kept until / }).click()
      return page.getByRole('dialog').getByRole('button', { name: 'Export all photos' })
    },
    succeeded: (page) => expect(page.getByText("We're processing your export")).toBeVisible(),
  },
  // Photos: the timeline's selection
  {
    operation: 'deletePhotos',
    screen: { persona: 'consumer', clockAt },
    reach: async (page) => {
      await page.getByRole('button', { name: 'Select', exact: true }).click()
      await page
        .getByRole('checkbox', { name: /^Taken on / })
        .first()
        .click()
      return page.getByRole('toolbar', { name: 'Selected photos' }).getByRole('button', { name: 'Delete' })
    },
    succeeded: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: 'Photo deleted' })).toBeVisible()
      const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
      await page.clock.fastForward(5_000)
      await deleted
    },
  },
  // Albums
  {
    operation: 'createAlbum',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: async (page) => {
      await page.getByRole('button', { name: 'New album' }).first().click()
      await page.getByRole('dialog', { name: 'Create new album' }).getByLabel('Album name').fill('Road trip')
      return dialogButton(page, 'Create new album', 'Create album')
    },
    succeeded: (page) => expect(page.getByRole('heading', { level: 1, name: 'Road trip' })).toBeVisible(),
  },
  {
    operation: 'renameAlbum',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: async (page) => {
      await openAlbum(page, 'Family')
      await page.getByRole('button', { name: 'Family' }).click()
      await page
        .getByRole('dialog', { name: 'Edit album name' })
        .getByLabel('Album name')
        .fill('Family & friends')
      return dialogButton(page, 'Edit album name', 'Save')
    },
    succeeded: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Family & friends', exact: true })).toBeVisible(),
  },
  {
    operation: 'deleteAlbum',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: async (page) => {
      await openAlbum(page, 'Garden')
      await page.getByRole('button', { name: 'Delete album' }).click()
      return dialogButton(page, 'Delete album', 'Delete album')
    },
    succeeded: (page) => expect(status(page, 'Garden album deleted')).toBeVisible(),
  },
  {
    operation: 'addAlbumPhotos',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: async (page) => {
      await openAlbum(page, 'Family')
      await page.getByRole('button', { name: 'Add photos' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Add photos to Family' })
      await dialog
        .getByRole('checkbox', { name: /^Taken on / })
        .first()
        .click()
      return dialog.getByRole('button', { name: 'Add to album' })
    },
    succeeded: (page) => expect(page.getByRole('dialog', { name: 'Add photos to Family' })).toBeHidden(),
  },
  {
    operation: 'removeAlbumPhotos',
    screen: { persona: 'consumer', path: '/my-photos/albums', clockAt },
    reach: async (page) => {
      await openAlbum(page, 'Family')
      await page.getByRole('button', { name: 'Select', exact: true }).click()
      await albumPhotos(page).first().click()
      return page
        .getByRole('toolbar', { name: 'Selected photos' })
        .getByRole('button', { name: 'Delete from album' })
    },
    succeeded: async (page) => {
      await expect(status(page, 'Photo removed from Family')).toBeVisible()
      const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
      await page.clock.fastForward(5_000)
      await deleted
    },
  },
  {
    operation: 'createTempSelection',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    leavesFor: (page) =>
      page.route('https://editor.photo-shop.example/prints**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Prints editor</title><h1>Editor</h1>',
        }),
      ),
    reach: async (page) => {
      await openAlbum(page, 'Family')
      await page.getByRole('button', { name: 'Select', exact: true }).click()
      await page
        .getByRole('toolbar', { name: 'Selected photos' })
        .getByRole('button', { name: 'Order photo prints' })
        .click()
      await albumPhotos(page).first().click()
      return page
        .getByRole('toolbar', { name: 'Order photo prints' })
        .getByRole('button', { name: /^Next: Customise/ })
    },
    succeeded: (page) =>
      expect(page.getByRole('heading', { name: 'Editor' })).toBeVisible({ timeout: scaledMs(15_000) }),
  },
  // Shared albums and downloads
  {
    operation: 'deleteSharedAlbum',
    screen: {
      persona: 'shared-album-owner',
      path: '/my-photos/albums',
      query: { ReactivationEnabled: 'false' },
    },
    reach: async (page) => {
      await openAlbum(page, 'Family')
      await page.getByRole('button', { name: 'Delete album' }).click()
      return dialogButton(page, 'Delete album', 'Delete album')
    },
    succeeded: (page) => expect(status(page, 'Family album deleted')).toBeVisible(),
  },
  {
    operation: 'createSharedAlbumDownload',
    screen: { persona: 'participant', path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } },
    reach: async (page) => {
      await openAlbum(page, 'Summer holiday')
      await page.getByRole('button', { name: 'Select', exact: true }).click()
      await albumPhotos(page).nth(0).click()
      await albumPhotos(page).nth(1).click()
      return page.getByRole('toolbar', { name: 'Selected photos' }).getByRole('button', { name: 'Download' })
    },
    succeeded: (page) => expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden(),
  },
  {
    operation: 'createDownload',
    screen: { persona: 'consumer' },
    reach: async (page) => {
      await page.getByRole('button', { name: 'Select', exact: true }).click()
      const photos = page.getByRole('checkbox', { name: /^Taken on / })
      await photos.nth(0).click()
      await photos.nth(1).click()
      return page.getByRole('toolbar', { name: 'Selected photos' }).getByRole('button', { name: 'Download' })
    },
    succeeded: (page) => expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden(),
  },
  // Orders: the delivery address and ordering again
  {
    operation: 'updateSuperorderDeliveryAddress',
    expectedConsoleErrors: /status of 404/,
    screen: { persona: 'consumer', path: '/orders/SO-100001-13', clockAt: '2026-11-24T09:00:00Z' },
    reach: async (page) => {
      await page.getByRole('button', { name: 'Change delivery address' }).click()
      await textbox(page, 'Street').fill('Herengracht')
      return page.getByRole('button', { name: 'Save delivery address' })
    },
    succeeded: (page) =>
      expect(
        page.getByText(/^(The delivery address has been changed\.|Your new delivery address has been sent)/),
      ).toBeVisible(),
  },
  {
    operation: 'reorderDirect',
    screen: { persona: 'consumer', path: '/orders/SO-100001-08', clockAt: '2026-11-24T09:00:00Z' },
    leavesFor: (page) =>
      page.route('https://www.printbloom.co.uk/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Basket</title><h1>Basket</h1>' }),
      ),
    reach: async (page) => page.getByRole('button', { name: 'Order again' }),
    succeeded: (page) => expect(page.getByRole('heading', { name: 'Basket' })).toBeVisible(),
  },
]

const albumPhotos = (page: Page) =>
  page.getByRole('region', { name: 'Photos in this album' }).getByRole('checkbox')

/** Opens an album from the albums tab by its name. */
export async function openAlbum(page: Page, name: string) {
  await page.getByRole('link', { name: new RegExp(`^${name} \\d`) }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

/** Every operation of the contracts, as `service operationId` with its method and path. */
const operations = Object.entries(operationIndexes).flatMap(([service, index]) =>
  Object.entries(index).map(([operationId, operation]) => ({ service, operationId, ...operation })),
)

/** Every write of the contracts. */
export const writes = operations.filter((operation) => operation.method !== 'get')

/** How to recognise the requests of an operation of the contracts: its method and the path under its service. */
export function requestOf(operationId: string) {
  const operation = operations.find((each) => each.operationId === operationId)
  if (!operation) throw new Error(`${operationId} is no operation of the contracts`)
  const path = operation.path.replace(/\{[^}]+\}/g, '[^/]+')
  const pathname = new RegExp(`^/${operation.service}${path === '/' ? '/?' : path}$`)
  const method = operation.method.toUpperCase()
  return { method, matches: (url: string) => pathname.test(new URL(url).pathname) }
}

export function writeOf(operationId: string) {
  if (!writes.some((each) => each.operationId === operationId))
    throw new Error(`${operationId} is no write of the contracts`)
  return requestOf(operationId)
}
