import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { type FaultKind, faultKindsFor, faultTargets } from '../../mocks/scenarios/fault-targets'
import { defaultTimeLimitMs, timeLimitFor } from '../../src/app/api/time-limits'
import { maxDeleteRetries } from '../../src/app/queries/photos/delete-in-batches'
import { type AppState, expect, tab, test } from './fixtures'
import { type ControlRow, openAlbum, requestOf, writeControls } from './write-controls'

/**
 * The fault matrix (issue 26, outcome 5): every operation the app calls fails in every way a call can
 * (`fault:<operationId>:<kind>`, mocks/scenarios/fault-kinds.ts), and the screen says so with a way to retry, keeps
 * what the customer typed, throws nothing and never falls to the error boundary. A token refused once ('401') is
 * renewed and the screen works.
 *
 * `npm test` runs one slice of the pairs, chosen by the commit count, so every pair runs within `sliceCount`
 * consecutive commits (FAULT_ROTATION=N picks slice N); `FAULT_MATRIX=all` (npm run test:faults) runs them all.
 */

const defaultMessage = 'An unexpected error has occurred, please contact us if you continue to have problems.'

interface FaultRow {
  operation: string
  screen: AppState
  /**
   * The control that brings the call about once the screen is open (none for a read on page load), reached as the
   * customer would (a form filled, a dialog opened); the matrix presses it.
   */
  reach?: (page: Page) => Promise<Locator>
  /** The way to try again when it is neither 'Try again' nor the control pressed. */
  retry?: (page: Page) => Locator
  /** The call goes without a token (an e-mail link, the blocked-order check): a 401 is a failure like any other. */
  anonymous?: boolean
  /**
   * What the screen says when the call failed, with 'Try again' or the control still enabled; or 'degrades': the
   * screen goes on without the answer (a count shows '-', the built-in menu is used), checked by `degraded`.
   */
  failure: string | RegExp | 'degrades'
  degraded?: (page: Page) => Promise<void>
  /** The screen working once the call went through (after a refused token was renewed). */
  works: (page: Page) => Promise<void>
  /** Stands in for the page outside the app that `works` leads to (ControlRow.leavesFor). */
  leavesFor?: (page: Page) => Promise<unknown>
}

/** Operations of the contracts no screen calls, and why. */
const noScreenCalls: Record<string, string> = {
  getOrder: 'decision 0025: the order details read the superorder, which holds every product order',
  listOrdersByAccount: 'decision 0025: the online products list pages the widget service itself',
  getUser: 'the photos screens read the counts (getAccountCounts); no screen needs the user record',
  getTempSelection: 'ordering prints creates a temporary selection and hands its id to the prints editor',
  getUpload: 'an upload answers with the photo; no screen asks for an upload afterwards',
  getAnonymousUploads: 'the QR tab learns of the phone’s imports on the push channel',
  listArticleGroups: 'no screen shows article groups (the cutoff notice reads campaigns)',
  getOffer: 'the A/B offer hook (queries/ab-target.ts) is used by no screen yet',
}

const alertWith = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
// What the online product's share page shows once its calls have answered: the share form, and a gallery entry.
const shareFormShown = (page: Page) =>
  expect(region(page, 'Share by e-mail').getByRole('button', { name: 'Send' })).toBeVisible()
const galleryEntryShown = (page: Page) =>
  expect(region(page, 'Gallery').getByRole('button', { name: 'Remove from the gallery' })).toBeVisible()
const orderClock = '2026-11-24T09:00:00Z'
const consumerExport = '/my-photos/exports/805300e2-876c-4c08-a6a7-0e20eda8db62'
const photosLoaded = (page: Page) =>
  expect(
    page
      .getByRole('region', { name: 'Your photos by month' })
      .getByRole('link', { name: /^Taken on / })
      .first(),
  ).toBeVisible()
const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
/** An album's link on the albums tab. */
const albumLink = async (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name} \\d`) })

/** Reads: the screen that asks on load (or on a step), what it says when the answer fails, and that it works. */
const readRows: FaultRow[] = [
  // Photos
  {
    operation: 'getAccountCounts',
    screen: { persona: 'consumer' },
    failure: 'degrades',
    degraded: (page) => expect(tab(page, 'Photos')).toHaveText('Photos-'),
    works: (page) => expect(tab(page, 'Photos')).toHaveText('Photos37'),
  },
  {
    operation: 'getTimeline',
    screen: { persona: 'consumer' },
    failure: 'Error: Your photos could not be loaded',
    works: photosLoaded,
  },
  {
    operation: 'listTimelinePhotos',
    screen: { persona: 'consumer' },
    failure: /could not be loaded|An unexpected error/,
    works: photosLoaded,
  },
  {
    operation: 'getAccountInformation',
    screen: { persona: 'consumer' },
    // Said where the storage status was: a deletion warning is never hidden without a word.
    failure: 'Your storage period could not be loaded.',
    retry: (page) => page.getByRole('button', { name: /could not be loaded\. Try again$/ }),
    works: (page) => expect(page.getByRole('button', { name: /^Photos kept until / })).toBeVisible(),
  },
  {
    operation: 'getActivationStatus',
    screen: { persona: 'new-customer' },
    // Without the status the library shows as empty, with Add photos, as before activation.
    failure: 'degrades',
    degraded: (page) => expect(page.getByText('Your photo library is empty')).toBeVisible(),
    works: (page) => heading(page, 'My photos'),
  },
  {
    operation: 'activateUser',
    screen: { persona: 'new-customer' },
    failure: 'Your photos could not be imported.',
    works: (page) => heading(page, 'My photos'),
  },
  {
    operation: 'listPhotos',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: async (page) => {
      await openAlbum(page, 'Family')
      return page.getByRole('button', { name: 'Add photos' }).first()
    },
    failure: /could not be loaded|Unable to display/,
    works: (page) =>
      expect(
        page
          .getByRole('dialog', { name: 'Add photos to Family' })
          .getByRole('checkbox', { name: /^Taken on / })
          .first(),
      ).toBeVisible(),
  },
  // Albums
  {
    operation: 'listAlbums',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    failure: 'Unable to display albums. Please refresh the page or try again later.',
    works: (page) => expect(page.getByRole('link', { name: /^Family \d/ })).toBeVisible(),
  },
  {
    operation: 'listSharedAlbums',
    screen: { persona: 'participant', path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } },
    failure: 'Unable to display shared albums. Please refresh the page or try again later.',
    works: (page) => expect(page.getByRole('link', { name: /^Summer holiday \d/ })).toBeVisible(),
  },
  {
    operation: 'getSharedCounts',
    screen: { persona: 'participant', path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } },
    failure: 'degrades',
    degraded: (page) => expect(tab(page, 'Albums')).toHaveText('Albums-'),
    works: (page) => expect(tab(page, 'Albums')).toHaveText(/^Albums\d+$/),
  },
  {
    operation: 'getAlbum',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: (page) => albumLink(page, 'Family'),
    failure: 'Unable to display album. Please refresh the page or try again later.',
    works: (page) => heading(page, 'Family'),
  },
  {
    operation: 'listAlbumPhotos',
    screen: { persona: 'consumer', path: '/my-photos/albums' },
    reach: (page) => albumLink(page, 'Family'),
    failure: 'Unable to display album photos. Please refresh the page or try again later.',
    works: (page) => expect(region(page, 'Photos in this album').getByRole('link').first()).toBeVisible(),
  },
  {
    operation: 'getSharedAlbum',
    screen: { persona: 'participant', path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } },
    reach: (page) => albumLink(page, 'Summer holiday'),
    failure: /Unable to display/,
    works: (page) => heading(page, 'Summer holiday'),
  },
  {
    operation: 'listSharedAlbumPhotos',
    screen: { persona: 'participant', path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } },
    reach: (page) => albumLink(page, 'Summer holiday'),
    failure: /Unable to display/,
    works: (page) => expect(region(page, 'Photos in this album').getByRole('link').first()).toBeVisible(),
  },
  {
    operation: 'listSharedAlbumParticipants',
    screen: { persona: 'participant', path: '/my-photos/albums', query: { ReactivationEnabled: 'false' } },
    reach: (page) => albumLink(page, 'Summer holiday'),
    failure: 'Who this album is shared with could not be loaded.',
    works: (page) => heading(page, 'Summer holiday'),
  },
  // Downloads and exports
  {
    operation: 'listDownloads',
    screen: { persona: 'consumer', path: '/downloads' },
    failure: 'Error: Your downloads could not be loaded',
    works: (page) =>
      expect(page.getByRole('list', { name: 'Your downloads' }).getByRole('listitem')).toHaveCount(2),
  },
  {
    operation: 'getDownloadUrl',
    screen: { persona: 'consumer', path: '/downloads' },
    reach: async (page) => {
      const control = page
        .getByRole('list', { name: 'Your downloads' })
        .getByRole('listitem')
        .nth(1)
        .getByRole('button', { name: 'Download .zip' })
      return control
    },
    failure: 'Error: Your photos could not be downloaded',
    works: (page) => expect(alertWith(page, 'could not be downloaded')).toHaveCount(0),
  },
  {
    operation: 'getBackup',
    screen: { persona: 'consumer', path: consumerExport },
    failure: /./,
    works: (page) => expect(page.getByRole('button', { name: /Download/ }).first()).toBeVisible(),
  },
  {
    operation: 'getBackupChunkUrl',
    screen: { persona: 'consumer', path: consumerExport },
    reach: async (page) => {
      const control = page.getByRole('button', { name: /Download/ }).first()
      return control
    },
    failure: 'Error: This file could not be downloaded. Please try again.',
    works: (page) => expect(alertWith(page, 'could not be downloaded')).toHaveCount(0),
  },
  // The shell
  {
    operation: 'getPublicConfig',
    screen: { persona: 'consumer' },
    failure: 'degrades',
    degraded: (page) =>
      expect(
        page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My orders' }),
      ).toBeVisible(),
    works: (page) =>
      expect(
        page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My orders' }),
      ).toBeVisible(),
  },
  // Settings
  {
    operation: 'getCustomer',
    screen: { persona: 'consumer', path: '/settings' },
    failure: 'An error occurred loading your settings.',
    works: (page) => heading(page, 'Settings'),
  },
  {
    operation: 'listAddresses',
    screen: { persona: 'consumer', path: '/settings/addresses/all' },
    failure: 'An error occurred loading your settings.',
    works: (page) =>
      expect(page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem')).toHaveCount(3),
  },
  // Orders
  {
    operation: 'listMySuperorders',
    screen: { persona: 'consumer', path: '/orders', clockAt: orderClock },
    failure: defaultMessage,
    works: (page) => heading(page, 'My orders'),
  },
  {
    operation: 'getSuperorder',
    screen: { persona: 'consumer', path: '/orders/SO-100001-10', clockAt: orderClock },
    failure: 'An error occurred loading this order, please contact us to report this issue.',
    works: (page) => expect(region(page, 'Products').getByRole('article')).toHaveCount(3),
  },
  {
    operation: 'getOrderDeliveryDates',
    screen: { persona: 'consumer', path: '/orders/SO-100001-10', clockAt: orderClock },
    failure: 'The delivery dates could not be loaded.',
    works: (page) => expect(region(page, 'Products').getByRole('article')).toHaveCount(3),
  },
  {
    operation: 'getCampaign',
    screen: { persona: 'consumer', path: '/orders', clockAt: orderClock },
    failure: 'degrades',
    degraded: (page) => heading(page, 'My orders'),
    works: (page) => heading(page, 'My orders'),
  },
  {
    operation: 'getReorderStatus',
    screen: { persona: 'consumer', path: '/orders/SO-100001-08', clockAt: orderClock },
    failure: 'degrades',
    degraded: (page) => expect(region(page, 'Products').getByRole('article')).toHaveCount(2),
    works: (page) => expect(page.getByRole('button', { name: 'Order again' })).toBeVisible(),
  },
  {
    operation: 'listMyPdfs',
    screen: { persona: 'consumer', path: '/orders/SO-100001-10', clockAt: orderClock },
    failure: defaultMessage,
    works: (page) => expect(region(page, 'Products').getByRole('article')).toHaveCount(3),
  },
  {
    operation: 'getProduct',
    screen: { persona: 'consumer', path: '/orders/SO-100001-10', clockAt: orderClock },
    // The product only tells whether its PDF can be downloaded: without it the products show, without the button.
    failure: 'degrades',
    degraded: (page) => expect(region(page, 'Products').getByRole('article')).toHaveCount(3),
    works: (page) => expect(region(page, 'Products').getByRole('article')).toHaveCount(3),
  },
  {
    operation: 'getMyProductPdf',
    screen: { persona: 'consumer', path: '/orders/SO-100001-10', clockAt: orderClock },
    reach: async (page) => {
      const control = region(page, 'Products')
        .getByRole('article')
        .getByRole('button', { name: 'Download PDF' })
      return control.first()
    },
    failure: 'The PDF could not be downloaded. Please try again.',
    works: (page) => expect(alertWith(page, 'could not be downloaded')).toHaveCount(0),
  },
  {
    operation: 'getVoucherOffer',
    screen: { persona: 'consumer', path: '/orders', clockAt: orderClock },
    reach: async (page) => {
      const check = region(page, 'Have a voucher code?')
      await check.getByRole('textbox', { name: 'Voucher code' }).fill('SUMMER25')
      const control = check.getByRole('button', { name: 'Check' })
      return control
    },
    failure: /The voucher code could not be checked/,
    works: (page) => expect(alertWith(page, 'could not be checked')).toHaveCount(0),
  },
  // Saved projects and online products
  {
    operation: 'listProjects',
    screen: { persona: 'consumer', path: '/saved-projects' },
    failure: defaultMessage,
    works: (page) => expect(page.getByRole('status').filter({ hasText: /saved projects$/ })).toBeVisible(),
  },
  {
    operation: 'listWidgets',
    screen: { persona: 'consumer', path: '/online-products' },
    failure: defaultMessage,
    works: (page) =>
      expect(page.getByRole('status').filter({ hasText: /online photo books$/ })).toBeVisible(),
  },
  {
    operation: 'getWidget',
    screen: { persona: 'consumer', path: '/online-products/PC-100001-002' },
    failure: defaultMessage,
    works: shareFormShown,
  },
  {
    operation: 'getBlockedOrder',
    screen: { persona: 'consumer', path: '/online-products/PC-100001-002' },
    anonymous: true,
    failure: defaultMessage,
    works: shareFormShown,
  },
  {
    operation: 'getGalleryEntry',
    screen: { persona: 'consumer', path: '/online-products/PC-100001-001' },
    failure: defaultMessage,
    works: galleryEntryShown,
  },
  {
    operation: 'listCategories',
    screen: { persona: 'consumer', path: '/online-products/PC-100001-001' },
    failure: defaultMessage,
    works: galleryEntryShown,
  },
  {
    operation: 'Channels',
    screen: { persona: 'consumer', path: '/online-products/PC-100001-002' },
    failure: defaultMessage,
    works: shareFormShown,
  },
  {
    operation: 'Channel',
    screen: { persona: 'consumer', path: '/online-products/PC-100001-001' },
    failure: defaultMessage,
    works: galleryEntryShown,
  },
  // Invoices
  {
    operation: 'listHistoricalInvoices',
    screen: { persona: 'b2b-default', path: '/invoices' },
    failure: defaultMessage,
    works: (page) =>
      expect(
        page.getByRole('list', { name: 'Earlier invoices' }).getByRole('listitem').first(),
      ).toBeVisible(),
  },
  {
    operation: 'getInvoiceGroupFile',
    screen: { persona: 'b2b-default', path: '/invoices' },
    reach: async (page) => {
      const control = page
        .getByRole('list', { name: 'Current invoices' })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Download PDF' })
      return control
    },
    failure: 'The PDF could not be downloaded. Please try again.',
    works: (page) => expect(alertWith(page, 'could not be downloaded')).toHaveCount(0),
  },
  {
    operation: 'getHistoricalInvoicePdf',
    screen: { persona: 'b2b-default', path: '/invoices' },
    reach: async (page) => {
      const control = page
        .getByRole('list', { name: 'Earlier invoices' })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Download PDF' })
      return control
    },
    failure: 'The PDF could not be downloaded. Please try again.',
    works: (page) => expect(alertWith(page, 'could not be downloaded')).toHaveCount(0),
  },
  // The e-mail links
  {
    operation: 'confirmSubscription',
    screen: {
      path: '/subscription-confirmation',
      query: { 'confirmation-token': 'optin-alex.morgan', email: 'alex.morgan@example.com' },
    },
    anonymous: true,
    failure: 'Something went wrong with the subscription. Could you please try again?',
    works: (page) => heading(page, 'Success!'),
  },
  {
    operation: 'confirmEmailChange',
    screen: {
      persona: 'consumer',
      path: '/change-email-confirmation',
      query: { 'confirmation-token': 'change-email-consumer' },
    },
    failure: 'Something went wrong with the email change. Could you please try again?',
    works: (page) =>
      expect(page.getByRole('heading', { level: 1 })).not.toHaveText("Your email wasn't changed"),
  },
  {
    operation: 'confirmAccountDeletion',
    screen: {
      persona: 'consumer',
      path: '/delete-account-confirmation',
      query: { 'confirmation-token': 'delete-account-consumer' },
    },
    failure: 'Something went wrong with the account deletion. Could you please try again?',
    works: (page) => heading(page, 'Your account has been deleted'),
  },
  // Adding photos
  {
    operation: 'uploadPhoto',
    screen: { persona: 'consumer' },
    reach: async (page) => {
      await page.getByRole('button', { name: 'Add photos' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add photos' })
      await page
        .getByTestId('import-file-input')
        .setInputFiles(join(import.meta.dirname, 'files', 'beach.jpg'))
      return dialog.getByRole('button', { name: 'Next' })
    },
    failure: 'Upload failed',
    works: (page) => expect(page.getByText('1 photo was added to your library')).toBeVisible(),
  },
]

/** What each write's screen says when the write failed (the control and its screen come from write-controls.ts). */
const writeFailures: Record<string, string | RegExp> = {
  updateCustomer: defaultMessage,
  updatePaymentMethod: defaultMessage,
  updateFtpIntegration: defaultMessage,
  requestEmailChange: /An unexpected error has occurred|too many changes/,
  createAddress: defaultMessage,
  updateAddress: defaultMessage,
  deleteAddress: 'The address could not be deleted. Please try again.',
  deleteProject: 'The project could not be deleted. Please try again.',
  deleteWidget: '“Christmas 2025” could not be deleted. Please try again.',
  updateWidget: 'Sharing could not be stopped. Please try again.',
  requestAccountDeletion: defaultMessage,
  shareWidget: /The photo book could not be shared/,
  createGalleryEntry: 'The gallery entry could not be saved. Please try again.',
  updateGalleryEntry: 'The gallery entry could not be saved. Please try again.',
  deleteGalleryEntry: 'The photo book could not be removed from the gallery. Please try again.',
  refreshProductVoucher: defaultMessage,
  deleteAllPhotos: 'Error: Your photos could not be deleted',
  createBackup: "We've run into a problem exporting your photos...",
  deletePhotos: /could not be deleted/,
  createAlbum: 'Unable to save changes. Please try again.',
  renameAlbum: 'Unable to save changes. Please try again',
  deleteAlbum: 'Unable to remove album. Please try again',
  addAlbumPhotos: 'Error: Your photos could not be added to the album',
  removeAlbumPhotos: /could not be removed from the album/,
  createTempSelection: 'Error transferring photos. Try again.',
  deleteSharedAlbum: 'Unable to remove album. Please try again',
  createSharedAlbumDownload: 'Error: Your photos could not be downloaded',
  createDownload: 'Error: Your photos could not be downloaded',
  updateSuperorderDeliveryAddress: 'The delivery address could not be changed. Please try again.',
  reorderDirect: defaultMessage,
}

/** Writes whose request leaves only once an undo window has passed. */
const undoWindowMs: Record<string, number> = {
  deleteWidget: 5_000,
  deletePhotos: 5_000,
  removeAlbumPhotos: 5_000,
}

/** Calls made in batches (queries/photos/delete-in-batches.ts): a batch that fails is tried again, up to 3 more times. */
const triedAgain = new Set(['deletePhotos', 'addAlbumPhotos', 'removeAlbumPhotos'])

/** Writes whose failure gives back what was removed, ending the selection: the retry is to select again. */
const retryBySelectingAgain = new Set(['deletePhotos', 'removeAlbumPhotos'])

function writeRow(control: ControlRow): FaultRow {
  const failure = writeFailures[control.operation]
  if (!failure) throw new Error(`the fault matrix has no failure message for ${control.operation}`)
  return {
    operation: control.operation,
    screen: control.screen,
    reach: control.reach,
    ...(retryBySelectingAgain.has(control.operation)
      ? { retry: (page: Page) => page.getByRole('button', { name: 'Select', exact: true }) }
      : {}),
    failure,
    works: control.succeeded,
    ...(control.leavesFor ? { leavesFor: control.leavesFor } : {}),
  }
}

const rows: FaultRow[] = [...readRows, ...writeControls.map(writeRow)]

/** Every operation the app calls: every operation of the contracts but those no screen calls. */
const appCalls = faultTargets.filter((target) => !(target.operationId in noScreenCalls))

test('every operation the app calls has a row in the fault matrix, or a reason why no screen calls it', () => {
  const covered = new Set(rows.map((row) => row.operation))
  expect(appCalls.map((target) => target.operationId).filter((id) => !covered.has(id))).toEqual([])
  const known = new Set(faultTargets.map((target) => target.operationId))
  expect(
    [...covered, ...Object.keys(noScreenCalls)].filter((id) => !known.has(id)),
    'rows of operations the contracts do not have',
  ).toEqual([])
  expect(rows.filter((row) => row.operation in noScreenCalls).map((row) => row.operation)).toEqual([])
})

interface Pair {
  row: FaultRow
  kind: FaultKind
  service: string
}

const pairs: Pair[] = rows.flatMap((row) => {
  const target = faultTargets.find((candidate) => candidate.operationId === row.operation)
  if (!target) return []
  return faultKindsFor(target).map((kind) => ({ row, kind, service: target.service }))
})

/** At most this many pairs run inside `npm test`; the slices cycle with the commits. */
const sliceSize = 24
const sliceCount = Math.ceil(pairs.length / sliceSize)

function rotationIndex(): number {
  const given = process.env.FAULT_ROTATION
  if (given !== undefined && given !== '') return Number(given) % sliceCount
  try {
    return (
      Number(execFileSync('git', ['rev-list', '--count', 'HEAD'], { encoding: 'utf8' }).trim()) % sliceCount
    )
  } catch {
    return 0
  }
}

const runAll = process.env.FAULT_MATRIX === 'all'
const slice = runAll ? undefined : rotationIndex()
// Chosen once, in the runner: the workers (and a worker restarted after a failure) inherit it, so a commit made
// while the suite runs cannot change the slice under them.
if (slice !== undefined) process.env.FAULT_ROTATION = String(slice)
// Pairs are dealt round-robin, so each slice mixes operations and kinds.
const chosen = pairs.filter((_, index) => slice === undefined || index % sliceCount === slice)

/** The requests of an operation, GraphQL ones by their operation name. */
function matcherOf(service: string, operationId: string) {
  if (service === 'merchandise')
    return (request: { url(): string; postData(): string | null }) =>
      request.url().includes('/merchandise') &&
      (request.postData() ?? '').includes(`"operationName":"${operationId}"`)
  const { method, matches } = requestOf(operationId)
  return (request: { url(): string; method(): string }) =>
    request.method() === method && matches(request.url())
}

/** The values of the text fields the customer has filled, to see they are still there after the failure. */
async function typedValues(page: Page) {
  const fields = page.getByRole('textbox')
  const values = await fields.evaluateAll((elements) =>
    elements.map((element) => (element as HTMLInputElement | HTMLTextAreaElement).value),
  )
  return values.flatMap((value, index) => (value ? [{ field: fields.nth(index), value }] : []))
}

test.describe(`the fault matrix (${runAll ? 'every pair' : `slice ${slice} of ${sliceCount}`})`, () => {
  test.use({
    expectedConsoleErrors: /\[account-area\] Request failed|Failed to load resource|status of \d{3}|failed:/,
  })

  for (const { row, kind, service } of chosen) {
    test(`${row.operation} ${kind}`, async ({ page, openApp, contractCalls }) => {
      contractCalls.tolerateAnswersOf(row.operation)
      const timed = kind === 'timeout' || kind === 'hang'
      // The clock is installed already where the screen pins it, or where npm run test:dates fakes the day.
      if (timed && !row.screen.clockAt && !process.env.FAKETIME) await page.clock.install()
      const isRequest = matcherOf(service, row.operation)
      // Registered before the screen opens: a read leaves with the page.
      const sent = page.waitForRequest(isRequest)
      let requests = 0
      page.on('request', (request) => {
        if (isRequest(request)) requests++
      })
      const renewedAnswer =
        kind === '401' && !row.anonymous && undoWindowMs[row.operation]
          ? page.waitForResponse((response) => isRequest(response.request()) && response.ok())
          : undefined
      await openApp({
        ...row.screen,
        query: { ...row.screen.query, 'mock-reset': '1' },
        scenarios: [...(row.screen.scenarios ?? []), `fault:${row.operation}:${kind}`],
      })
      // Only where the write goes through: the stand-in's route would hold back the report of a held request.
      if (kind === '401') await row.leavesFor?.(page)
      const control = await row.reach?.(page)
      const typed = await typedValues(page)
      if (control) {
        await control.click()
        const undo = undoWindowMs[row.operation]
        if (undo) await page.clock.fastForward(undo)
      }
      await sent
      const said =
        row.failure === 'degrades'
          ? undefined
          : alertWith(page, row.failure).or(page.getByText(row.failure)).first()
      if (timed) {
        const limit = timeLimitFor(row.operation) + 1_000
        // The default limit's timers run in order, as on the page; a longer limit is jumped: running minutes of
        // animation frames one by one took longer than the test may.
        if (limit <= defaultTimeLimitMs + 1_000) await page.clock.runFor(limit)
        else await page.clock.fastForward(limit)
        // A batch of photos that timed out is tried again (up to 3 more times), each try meeting its limit.
        const tries = triedAgain.has(row.operation) ? 1 + maxDeleteRetries : 1
        for (let tried = 2; tried <= tries; tried++) {
          await expect.poll(() => requests).toBeGreaterThanOrEqual(tried)
          await page.clock.fastForward(limit)
        }
      }

      if (kind === '401' && !row.anonymous) {
        // Its 'works' reads the undo toast, which the window has closed: the write's own answer says it went through.
        if (renewedAnswer) await renewedAnswer
        else await row.works(page)
      } else if (!said) {
        await row.degraded?.(page)
      } else {
        await expect(said).toBeVisible()
        const retry = page
          .getByRole('button', { name: /^(Try again|Retry)\b/ })
          .or(page.getByRole('link', { name: 'Try again' }))
        const again = row.retry?.(page) ?? (control ? retry.or(control) : retry)
        await expect(again.first()).toBeEnabled()
        for (const { field, value } of typed) await expect(field).toHaveValue(value)
      }
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
    })
  }
})
