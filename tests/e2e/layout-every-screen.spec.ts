// Layout that no test watched (issue 27): every built screen of src/app/routes.ts, in de-AT and fr-FR, at 1280, 375
// and 320 px, through the layout check (layout-check.ts): no two controls over each other, no control's text cut off
// or past its box, no word broken inside, no icon larger than the kit's. One test per locale; each screen is one page
// load, measured at the three widths without reloading; every problem is collected, so one run reports them all.
import type { Locator, Page } from '@playwright/test'
import { type RouteEntry, type RouteName, routeTable } from '../../src/app/routes'
import { type AppState, expect, test } from './fixtures'
import { layoutProblems } from './layout-check'

/** The mocks date orders, projects and the storage period from the clock: the same screens on any day. */
const clockAt = '2026-11-24T09:00:00Z'
const widths = [1280, 375, 320]

type PersonaId = 'consumer' | 'b2b-default' | 'shared-album-owner'

/** Paths with a persona's ids in them, read from the links of a screen visited before (the mocks seed the ids). */
type Found = Partial<
  Record<'address' | 'album' | 'albumPreview' | 'photoPreview' | 'sharedAlbumPreview', string>
>

interface Screen {
  /** The path with its parameters filled in. */
  path: (found: Found) => string | undefined
  /** Who is signed in: by default the Consumer; null for an anonymous visitor (the outer pages). */
  persona?: PersonaId | null
  query?: Record<string, string>
  scenarios?: string[]
  /** What shows the screen is drawn; by default its level-1 heading. */
  ready?: (page: Page) => Locator
  /** Then opened by its first link matching this selector (a client-side navigation, no page load). */
  via?: string
  /** Paths this screen links to, for the screens after it: the first link's path that matches. */
  finds?: Partial<Record<keyof Found, RegExp>>
}

const path = (value: string) => () => value
/** The routes behind a flag that is off by default, and the shared-album owner's reactivation modal kept shut. */
const flags = { DownloadViewEnabled: 'true', SharedAlbumsViewEnabled: 'true', PhotoExportEnabled: 'true' }
const sharedAlbumOwner = {
  persona: 'shared-album-owner',
  query: { ...flags, ReactivationEnabled: 'false' },
} as const
/** The full-screen preview: its photo is the content. */
const preview = (page: Page) => page.getByRole('region').getByRole('img').first()

/**
 * The routes, as a screen or with the reason they are none, in the order visited. A route with parameters must be
 * here (the test below); any other one missing (a new page) is opened at its path (`visited`).
 */
const screens: Partial<Record<RouteName, Screen | { skip: string }>> = {
  // Anonymous first: a signed-in visit leaves its cookies in the context.
  accountDeleted: { path: path('/account-deleted'), persona: null },
  changeEmailSuccess: { path: path('/change-email-success'), persona: null },
  doubleOptInConfirmation: {
    skip: 'only confirms and goes on to the success or error page, both visited here',
  },
  doubleOptInConfirmationSuccess: { path: path('/subscription-confirmation-success'), persona: null },
  doubleOptInConfirmationError: { path: path('/subscription-confirmation-error'), persona: null },
  // Without a token nothing is confirmed (no account deleted): each shows 'Confirming…' for a moment and lands on its
  // error page, which says the link is incomplete (another text than the error routes' own visit below).
  deleteAccountConfirmation: { path: path('/delete-account-confirmation') },
  deleteAccountError: { path: path('/delete-account-error') },
  changeEmailConfirmation: { path: path('/change-email-confirmation') },
  changeEmailError: { path: path('/change-email-error') },
  logout: {
    skip: "signs out at once and leaves for the identity provider: a 'Signing out…' line, no screen",
  },
  home: { path: path('/') },
  savedProjects: { path: path('/saved-projects') },
  orders: { path: path('/orders') },
  // The order whose delivery block broke German words at 375 px (issue 27).
  orderDetails: { path: path('/orders/SO-100001-08') },
  downloads: { path: path('/downloads'), query: flags },
  invoices: { path: path('/invoices'), persona: 'b2b-default' },
  ftpIntegration: { path: path('/integration'), persona: 'b2b-default' },
  settings: { path: path('/settings') },
  settingsB2b: { path: path('/settings/b2b'), persona: 'b2b-default' },
  changeEmail: { path: path('/settings/email') },
  changeEmailB2b: { path: path('/settings/b2b/email'), persona: 'b2b-default' },
  personalDetails: { path: path('/settings/personal-details') },
  paymentMethod: { path: path('/settings/payment-method'), persona: 'b2b-default' },
  addAddress: { path: path('/settings/new-address') },
  allAddresses: { path: path('/settings/addresses/all'), finds: { address: /^\/settings\/address\/[^/]+$/ } },
  changeAddress: { path: (found) => found.address },
  addAddressB2b: { path: path('/settings/b2b/new-address'), persona: 'b2b-default' },
  // The business customer's editor: opened from their list of addresses.
  changeAddressB2b: {
    path: path('/settings/addresses/all'),
    via: 'main a[href^="/settings/b2b/address/"]',
    persona: 'b2b-default',
  },
  widgets: { path: path('/online-products') },
  widgetShare: { path: path('/online-products/PC-100001-001') },
  photoManagement: { path: path('/my-photos') },
  photos: {
    path: path('/my-photos/photos'),
    finds: { photoPreview: /^\/my-photos\/photos\/preview\/[^/]+$/ },
  },
  photoPreview: { path: (found) => found.photoPreview, ready: preview },
  albums: { path: path('/my-photos/albums'), finds: { album: /^\/my-photos\/albums\/[^/]+$/ } },
  album: {
    path: (found) => found.album,
    finds: { albumPreview: /^\/my-photos\/albums\/[^/]+\/preview\/[^/]+$/ },
  },
  albumPhotoPreview: { path: (found) => found.albumPreview, ready: preview },
  // The shared-album owner's albums are all shared: opened from their list of albums.
  sharedAlbum: {
    path: path('/my-photos/albums'),
    via: 'main a[href^="/my-photos/shared-albums/"]',
    ...sharedAlbumOwner,
    finds: { sharedAlbumPreview: /^\/my-photos\/shared-albums\/[^/]+\/preview\/[^/]+$/ },
  },
  sharedAlbumPhotoPreview: { path: (found) => found.sharedAlbumPreview, ready: preview, ...sharedAlbumOwner },
  photoExports: {
    path: path('/my-photos/exports/e0000000-0000-4000-8000-000000000003'),
    scenarios: ['export:ready'],
    query: flags,
  },
}

/**
 * Loading states the screen replaces with its content: measured once they are gone (a line reserved for a product's
 * name too: the name may be longer).
 */
const loading =
  '.page-loading, [aria-busy="true"], .record-item--skeleton, .album-tile--skeleton, .side-menu__skeleton-label, ' +
  '.catalogue-text--pending'

// A product's share page asks whether the product is blocked; not blocked, the check answers 404.
test.use({ expectedConsoleErrors: /status of 404/ })

/** A route not in `screens`: its path, opened by whom its guard lets in, with its flag on. */
function screenAt(entry: RouteEntry): Screen {
  return {
    path: path(entry.path),
    persona: entry.area === 'outer' ? null : entry.b2bOnly ? 'b2b-default' : 'consumer',
    ...(entry.flag ? { query: { [entry.flag]: 'true' } } : {}),
  }
}

const unlisted = (Object.entries(routeTable) as [RouteName, RouteEntry][])
  .filter(([name, entry]) => !(name in screens) && !entry.path.includes(':'))
  .map(([name, entry]) => [name, screenAt(entry)] as const)
/** Anonymous screens first: a signed-in visit leaves its cookies in the context. */
const visited: (readonly [string, Screen | { skip: string }])[] = [
  ...unlisted.filter(([, screen]) => screen.persona === null),
  ...Object.entries(screens),
  ...unlisted.filter(([, screen]) => screen.persona !== null),
]

test('every route of routes.ts is visited: one with parameters is a screen here or says why not', () => {
  const missing = Object.keys(routeTable).filter((name) => !visited.some(([each]) => each === name))
  expect(missing).toEqual([])
})

for (const { brand, locale } of [
  { brand: 'bildwerk-at', locale: 'de-AT' },
  { brand: 'lumiere-fr', locale: 'fr-FR' },
]) {
  test(`${locale}: every screen at 1280, 375 and 320 px`, async ({ page, openApp }) => {
    test.setTimeout(test.info().timeout * 6)
    const found: Found = {}
    const problems: string[] = []
    for (const [name, screen] of visited) {
      if ('skip' in screen) continue
      const { persona = 'consumer', query, scenarios, ready, via } = screen
      const path = screen.path(found)
      if (!path) throw new Error(`${name}: no screen before it linked to its path`)
      const state: AppState = { brand, locale, path, query, scenarios, clockAt }
      if (persona) state.persona = persona
      await page.setViewportSize({ width: widths[0]!, height: 740 })
      await openApp(state)
      if (via) {
        const from = new URL(page.url()).pathname
        await page.locator(via).first().click()
        await page.waitForURL((url) => url.pathname !== from)
      }
      await expect(ready?.(page) ?? page.getByRole('heading', { level: 1 }).first(), name).toBeVisible()
      await expect(page.locator(loading), name).toHaveCount(0)
      // The guard sends a visitor who may not open the route to the overview: that would measure the wrong screen.
      const route = routeTable[name as RouteName].path
      if (route !== '/' && new URL(page.url()).pathname === '/')
        problems.push(`${name}: sent to the overview`)
      if (process.env.LAYOUT_DEBUG) console.log(name, new URL(page.url()).pathname)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 })
        await expect(page.locator(loading), name).toHaveCount(0)
        for (const problem of await layoutProblems(page)) problems.push(`${name} at ${width} px: ${problem}`)
      }
      for (const [key, pattern] of Object.entries(screen.finds ?? {})) {
        const paths = await page
          .locator('a[href]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
        found[key as keyof Found] = paths.find((each) => pattern.test(each))
      }
    }
    expect(problems).toEqual([])
  })
}
