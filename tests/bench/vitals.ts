// The vitals part of npm run bench (issue 29): LCP, CLS and INP of every account route, as
// docs/requirements/budgets.md#budgets-every-route budgets them ("every route at 375 px, 4× CPU slow-down, production
// build: LCP ≤ 2.5 s, CLS ≤ 0.05, INP ≤ 200 ms; its own JS ≤ 40 KB gzip"; the three are web.dev's 'good' thresholds).
// Every route of area 'shell' and 'fullscreen' in src/app/routes.ts, the photo screens among them, is one full page
// load at 375×740 with Chromium's CPU 4× slower, against the production build and the standalone mock server (the
// default 'few' volume), signed in as a persona who may open it: b2bOnly routes as the Business customer, the
// shared-album routes as the Shared-album owner, the rest as the Consumer. On each page the web-vitals library (the
// app's own dependency, injected as an init script) watches from the first byte; once the route's main content is
// shown and the network is idle, one scripted click (`visits` below) changes what is on screen; then the page is made
// 'hidden' so web-vitals reports its final values.
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Locator, Page } from '@playwright/test'
import type { MockContext } from '../../mocks/context'
import { seededBackupId } from '../../mocks/db/collections/storage'
import { personas, subjectOf } from '../../mocks/db/personas'
import type { AlbumRecord } from '../../mocks/db/schemas'
import { manifestPathFor } from '../../scripts/deployment-build'
import { type RouteEntry, type RouteName, routeTable } from '../../src/app/routes'
import { scaledMs } from '../support/machine-factor'
import {
  emulateMobile,
  everyRequestPrinted,
  keepEveryResourceTiming,
  mobileBudget,
  type PageWaves,
  repeatVisit,
  waterfallLines,
  wavesOfPage,
} from './mobile-profile'
import type { BenchResult } from './result'
import { type BenchSession, openSession } from './session'
import { wavesBy } from './waves'

const viewport = { width: 375, height: 740 }
const cpuSlowdown = 4
const budget = { lcpMs: 2500, cls: 0.05, inpMs: 200, ownJsKb: 40 }
/**
 * KB as docs/requirements/budgets.md#budgets-every-route and tests/bundle/route-budgets.test.ts count the 40 KB: 1,024
 * bytes.
 */
const kb = 1024
/** The flags of the routes that have one, beside session.ts's TimelineViewEnabled and AlbumViewEnabled. */
const featureFlags = { DownloadViewEnabled: true, SharedAlbumsViewEnabled: true, PhotoExportEnabled: true }

type PersonaId = 'consumer' | 'b2b-default' | 'shared-album-owner'

/** A route of the account area: in the shell or full screen (the photo screens are among them). */
type AccountRoute = {
  [Name in RouteName]: (typeof routeTable)[Name]['area'] extends 'shell' | 'fullscreen' ? Name : never
}[RouteName]

/** Ids of a persona's mock data that the routes' parameters take; undefined where the persona has none. */
interface MockIds {
  orderCode?: string
  addressId?: string
  productCode?: string
  albumId?: string
  albumPhotoId?: string
  photoId?: string
  backupId?: string
  sharedAlbumId?: string
  sharedAlbumPhotoId?: string
}

interface Visit {
  /** Values of the path's parameters, from the persona's mock data. */
  params?: (ids: MockIds) => Record<string, string | undefined>
  /** Who opens it, when not the one routeTable implies (b2bOnly: the Business customer; else the Consumer). */
  persona?: PersonaId
  /** The route's main content, waited for before the figures are read; by default the page's level-1 heading. */
  ready?: (page: Page) => Locator
  /** The scripted interaction: what is clicked, and what it shows once the click has been handled. */
  press: (page: Page) => Locator
  shows: (page: Page) => Locator
  /** The interaction in a few words, for the table. */
  says: string
}

const main = (page: Page) => page.getByRole('main')
const button = (name: string | RegExp) => (page: Page) => main(page).getByRole('button', { name }).first()
const dialog = (page: Page) => page.getByRole('dialog')
/** What a form sent empty shows: its summary of the errors. */
const errors = (page: Page) => main(page).getByRole('region', { name: 'There is a problem' })
/** What a page with nothing else to press offers: the shell's Menu button (375 px has no sidebar). */
const menu: Pick<Visit, 'press' | 'shows' | 'says'> = {
  press: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }),
  shows: (page) => page.getByRole('navigation', { name: 'Account menu' }),
  says: 'Menu',
}
/** The full-screen preview: its image is the main content; the next arrow shows the next photo. */
const preview: Pick<Visit, 'ready' | 'press' | 'shows' | 'says'> = {
  ready: (page) => page.getByRole('region').getByRole('img').first(),
  press: (page) => page.getByRole('button', { name: 'Next photo' }),
  shows: (page) => page.getByText(/^Photo 2 of \d+$/),
  says: 'Next photo',
}
const selectPhotos: Pick<Visit, 'press' | 'shows' | 'says'> = {
  press: button(/^Select$/),
  shows: (page) => main(page).getByRole('toolbar', { name: 'Selected photos' }),
  says: 'Select',
}

/**
 * The visit of each route with something of its own to press; a route of the shell without parameters that is not
 * here (a new page) opens the Menu (`visitOf`), and any other one missing, or one that cannot be opened, is an error row.
 */
const visits: Partial<Record<AccountRoute, Visit>> = {
  home: menu,
  savedProjects: { press: button('Delete'), shows: dialog, says: 'Delete (a project)' },
  orders: {
    press: (page) => main(page).getByRole('link', { name: /^History/ }),
    shows: (page) => main(page).getByRole('list', { name: 'History' }),
    says: 'History tab',
  },
  orderDetails: {
    params: (ids) => ({ orderCode: ids.orderCode }),
    press: button('Change delivery address'),
    shows: (page) => main(page).getByRole('button', { name: /^Save/ }),
    says: 'Change delivery address',
  },
  downloads: menu,
  invoices: {
    press: (page) => main(page).getByRole('checkbox').first(),
    shows: (page) => main(page).getByRole('checkbox', { checked: true }),
    says: 'tick an invoice',
  },
  ftpIntegration: {
    press: (page) => main(page).getByRole('radio', { name: /^XML/ }),
    shows: (page) => main(page).getByRole('radio', { name: /^XML/, checked: true }),
    says: 'XML format',
  },
  settings: { press: button('Delete account'), shows: dialog, says: 'Delete account' },
  settingsB2b: { press: button('Delete account'), shows: dialog, says: 'Delete account' },
  changeEmail: {
    press: button('Send confirmation link'),
    shows: errors,
    says: 'Send, empty (errors)',
  },
  changeEmailB2b: {
    press: button('Send confirmation link'),
    shows: errors,
    says: 'Send, empty (errors)',
  },
  personalDetails: {
    press: button('Save'),
    shows: (page) => main(page).getByRole('status').filter({ hasText: 'saved' }),
    says: 'Save',
  },
  paymentMethod: {
    press: (page) => main(page).getByRole('radio', { name: /^By SEPA direct debit/ }),
    shows: (page) => main(page).getByRole('radio', { name: /^By SEPA direct debit/, checked: true }),
    says: 'SEPA direct debit',
  },
  addAddress: {
    press: button('Save address'),
    shows: errors,
    says: 'Save, empty (errors)',
  },
  changeAddress: {
    params: (ids) => ({ addressId: ids.addressId }),
    press: (page) => main(page).getByRole('link', { name: 'Cancel' }),
    shows: (page) => main(page).getByRole('heading', { level: 1, name: 'Addresses' }),
    says: 'Cancel (to the list)',
  },
  allAddresses: { press: button('Delete'), shows: dialog, says: 'Delete (an address)' },
  addAddressB2b: {
    press: button('Save address'),
    shows: errors,
    says: 'Save, empty (errors)',
  },
  changeAddressB2b: {
    params: (ids) => ({ addressId: ids.addressId }),
    press: (page) => main(page).getByRole('link', { name: 'Cancel' }),
    shows: (page) => main(page).getByRole('heading', { level: 1, name: 'Addresses' }),
    says: 'Cancel (to the list)',
  },
  // Deleted at once, with Undo in a toast: the first photo book, never the one widgetShare opens (the oldest).
  widgets: {
    press: button('Delete'),
    shows: (page) =>
      page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Undo' }),
    says: 'Delete (a photo book)',
  },
  widgetShare: {
    params: (ids) => ({ productCode: ids.productCode }),
    press: button('Send'),
    shows: errors,
    says: 'Send, empty (errors)',
  },
  photoManagement: {
    press: (page) => main(page).getByRole('link', { name: /^Albums/ }),
    shows: (page) => main(page).getByRole('region', { name: 'Your albums' }),
    says: 'Albums tab',
  },
  photos: selectPhotos,
  albums: { press: button('New album'), shows: dialog, says: 'New album' },
  album: { params: (ids) => ({ id: ids.albumId }), ...selectPhotos },
  sharedAlbum: {
    persona: 'shared-album-owner',
    params: (ids) => ({ id: ids.sharedAlbumId }),
    press: button(/^Shared with/),
    shows: dialog,
    says: 'Shared with N people',
  },
  photoExports: { params: (ids) => ({ backupId: ids.backupId }), ...menu },
  photoPreview: { params: (ids) => ({ id: ids.photoId }), ...preview },
  albumPhotoPreview: { params: (ids) => ({ id: ids.albumId, photoId: ids.albumPhotoId }), ...preview },
  sharedAlbumPhotoPreview: {
    persona: 'shared-album-owner',
    params: (ids) => ({ id: ids.sharedAlbumId, photoId: ids.sharedAlbumPhotoId }),
    ...preview,
  },
}

/**
 * The ids the routes' parameters take, chosen as the pages list them, so a preview opens on the first photo of its list
 * and Next photo has a second one: the newest order and album, the default address, the oldest photo book (the widgets
 * route deletes the first, the newest), the newest photo by date taken (the timeline's default sort) and the newest
 * upload of an album (an album's default sort).
 */
function idsOf(mocks: MockContext, personaId: PersonaId): MockIds {
  const sub = subjectOf(personaId)
  const { db } = mocks
  const newestFirst = <T>(items: T[], key: (item: T) => string) =>
    [...items].sort((a, b) => key(b).localeCompare(key(a)))
  const newestUploadOf = (album: AlbumRecord | undefined) => {
    const ids = new Set(album?.photoIds)
    return newestFirst(
      db.photos.findMany((q) => q.where((photo) => ids.has(photo.imageId))),
      (photo) => photo.created,
    )[0]?.imageId
  }
  const album = newestFirst(
    db.albums.findMany((q) => q.where({ ownerSub: sub })),
    (each) => each.created,
  )[0]
  const shared = db.sharedAlbums.findFirst((q) => q.where({ ownerSub: sub }))
  const sharedAlbum = shared && db.albums.findFirst((q) => q.where({ albumId: shared.albumId }))
  const addresses = db.addresses.findMany((q) => q.where({ sub }))
  return {
    orderCode: newestFirst(
      db.superOrders.findMany((q) => q.where({ ownerSub: sub, expired: false })),
      (order) => order.createdAt,
    )[0]?.superOrderCode,
    addressId: (addresses.find((address) => address.isDefault) ?? addresses[0])?.id,
    productCode: newestFirst(
      db.widgets.findMany((q) => q.where({ ownerSub: sub })),
      (widget) => widget.created,
    ).at(-1)?.productCode,
    albumId: album?.albumId,
    albumPhotoId: newestUploadOf(album),
    photoId: newestFirst(
      db.photos.findMany((q) => q.where({ ownerSub: sub })),
      (photo) => photo.dateTaken ?? '',
    )[0]?.imageId,
    backupId: db.backups.findFirst((q) => q.where({ backupId: seededBackupId(personaId) }))?.backupId,
    sharedAlbumId: sharedAlbum?.albumId,
    sharedAlbumPhotoId: newestUploadOf(sharedAlbum),
  }
}

/** The route's path with its parameters filled in (an optional one too: the page is measured with a real id). */
function pathOf(entry: RouteEntry, values: Record<string, string | undefined>): string {
  return entry.path.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = values[name]
    if (!value) throw new Error(`no value for :${name} in the persona's mock data`)
    return encodeURIComponent(value)
  })
}

/** Init script: web-vitals' callbacks keep each metric's latest value on window.__vitals. */
function watchVitals(appHost: string) {
  if (window.location.host !== appHost) return
  type Metric = { value: number; entries: PerformanceEntry[] }
  type Vitals = { onLCP: Watch; onCLS: Watch; onINP: Watch }
  type Watch = (callback: (metric: Metric) => void, options: object) => void
  const vitals: Record<string, number | string | undefined> = {}
  Object.assign(window, { __vitals: vitals })
  /** An element as its tag and classes (an SVG element's className is no string: the attribute is read). */
  const describe = (element: Element) =>
    [element.tagName.toLowerCase(), ...(element.getAttribute('class') ?? '').split(' ').filter(Boolean)].join(
      '.',
    )
  const { onLCP, onCLS, onINP } = (window as unknown as { webVitals: Vitals }).webVitals
  onLCP(
    (metric) => {
      vitals.lcp = metric.value
      const element = (metric.entries.at(-1) as PerformanceEntry & { element?: Element | null })?.element
      vitals.lcpElement = element ? describe(element) : undefined
    },
    { reportAllChanges: true },
  )
  onCLS(
    (metric) => {
      vitals.cls = metric.value
      // Each shifted element, with how far it moved: the evidence when CLS is over its budget.
      vitals.shifts = metric.entries
        .flatMap((entry) => {
          const shift = entry as PerformanceEntry & {
            value: number
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          }
          return (shift.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined
            const name = node?.nodeType === 1 ? describe(node) : '#text'
            return `${name} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} px (${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms)`
          })
        })
        .join('; ')
    },
    { reportAllChanges: true },
  )
  // durationThreshold 16 (the Event Timing API's least) rather than web-vitals' default of 40: with 40 a click whose
  // handlers took 16–40 ms would be left out, and INP would come from the first-input entry (its pointerdown) alone.
  // A click under 16 ms is not seen at all: reported as '< 16 ms' (within the budget).
  onINP(
    (metric) => {
      vitals.inp = metric.value
    },
    { reportAllChanges: true, durationThreshold: 16 },
  )
}

interface Figures {
  lcpMs?: number
  lcpElement?: string
  cls: number
  shifts?: string
  inpMs?: number
  /** JS the page load fetched (before the click), gzip. */
  jsBytes: number
  /**
   * The route's own JS as tests/bundle/route-budgets.test.ts counts it for its 40 KB: the page's chunk (the page
   * module the router loaded) and its static imports, without what the entry already loads; gzip.
   */
  ownJsBytes: number
  /** Its files, the largest first. */
  ownFiles: string[]
  /** The page modules loaded (src/app/pages/…), and the other JS beyond the entry (the shell's, lazy, the APIs'). */
  pages: string[]
  otherFiles: string[]
  /** JS the click loaded. */
  clickFiles: string[]
  /** The busy loop's time on the page over its time unthrottled: about 4 when the slow-down is in force. */
  slowdown: number
  /** On the mobile network (mobile-network.ts): the waves before LCP, and a repeat visit's LCP and waves. */
  mobile?: {
    waves: number
    /** The first visit's waves up to LCP, a line each. */
    waterfall: string[]
    warmLcpMs?: number
    warmWaves: number
    /** The repeat visit's waves up to its LCP, a line each. */
    warmWaterfall: string[]
    /** The app's own files the repeat visit fetched again in full (none should be). */
    fetchedAgain: string[]
    revalidated: number
  }
}

/** Where the routes are measured on the mobile network: the mock server's port the deployment's config.json names. */
export interface MobileDeployment {
  deploymentMockPort: number
  /** The TLS and HTTP/2 front the browser reaches that server by (mobile-network.ts). */
  deploymentMockOrigin: string
}

/** The LCP web-vitals has reported so far on the page (undefined before any). */
const lcpSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vitals: { lcp?: number } }).__vitals.lcp)

/** Opens `url` and waits for its main content and for the network to go quiet. */
async function open(page: Page, url: string, visit: Visit) {
  await page.goto(url)
  await (visit.ready ?? ((p: Page) => main(p).getByRole('heading', { level: 1 }).first()))(page).waitFor()
  // Images and data the page asks for after its heading (thumbnails, lists) are part of its largest paint.
  await page.waitForLoadState('networkidle', { timeout: scaledMs(10_000) }).catch(() => undefined)
}

const wavesToLcp = (waves: PageWaves, lcpMs: number | undefined) =>
  wavesBy(waves.waved, lcpMs ?? Number.POSITIVE_INFINITY)

/** Milliseconds of a fixed busy loop, the least of three (the runs a busy machine slowed least). */
async function busyLoopMs(page: Page): Promise<number> {
  const times: number[] = []
  for (let run = 0; run < 3; run++) {
    times.push(
      await page.evaluate(() => {
        const start = performance.now()
        let x = 0
        for (let i = 0; i < 3_000_000; i++) x = (x + i * 7) % 1_000_003
        return performance.now() - start + (x < 0 ? 1 : 0)
      }),
    )
  }
  return Math.min(...times)
}

/**
 * Whether the CPU slow-down held on this page: the busy loop's time as it is over its time unthrottled, measured then
 * and there (the slow-down is set back before the next navigation). Chromium keeps the slow-down across a page's
 * navigations, but on a busy machine it leaks (from 2× to 5× on a loaded 2-core machine): a page under 2× is flagged
 * with '?', not failed.
 */
async function slowdownOf(session: BenchSession): Promise<number> {
  const throttled = await busyLoopMs(session.page)
  await session.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const plain = await busyLoopMs(session.page)
  await session.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return throttled / plain
}

const scriptsOfOrigin = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.endsWith('.js'))
    .map((url) => url.pathname)

async function measure(
  session: BenchSession,
  url: string,
  visit: Visit,
  files: BuiltFiles,
  mobile: boolean,
): Promise<Figures> {
  const { page } = session
  // On the mobile network each route is a first visit (an empty HTTP cache), then a repeat visit below.
  if (mobile) await session.cdp.send('Network.clearBrowserCache')
  await open(page, url, visit)
  const coldWaves = mobile ? await wavesOfPage(page, new URL(url).origin, files.label) : undefined
  const loaded = [...new Set(await page.evaluate(scriptsOfOrigin))]
  await visit.press(page).click()
  await visit
    .shows(page)
    .first()
    .waitFor({ timeout: scaledMs(15_000) })
  // Two frames: the event timing entries of the click are written once the frame after it has been presented.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const clicked = (await page.evaluate(scriptsOfOrigin)).filter((path) => !loaded.includes(path))
  const read = await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    return (window as unknown as { __vitals: Record<string, number | string | undefined> }).__vitals
  })
  const slowdown = await slowdownOf(session)
  let mobileFigures: Figures['mobile']
  if (coldWaves) {
    await open(page, url, visit)
    const warmLcpMs = await lcpSoFar(page)
    const warmWaves = await wavesOfPage(page, new URL(url).origin, files.label)
    const again = repeatVisit(warmWaves.requests, new URL(url).origin)
    const waves = wavesToLcp(coldWaves, read.lcp as number | undefined)
    mobileFigures = {
      waves,
      waterfall: waterfallLines(coldWaves.waved, waves),
      warmLcpMs,
      warmWaves: wavesToLcp(warmWaves, warmLcpMs),
      warmWaterfall: waterfallLines(warmWaves.waved, wavesToLcp(warmWaves, warmLcpMs)),
      fetchedAgain: again.fetched.map((request) => request.name),
      revalidated: again.revalidated.length,
    }
  }
  const pages = loaded.filter((path) => files.pages.has(path))
  const own = [...new Set(pages.flatMap((page) => [...files.graphOf(page)]))].filter(
    (path) => !files.entry.has(path),
  )
  return {
    lcpMs: read.lcp as number | undefined,
    lcpElement: read.lcpElement as string | undefined,
    cls: (read.cls as number | undefined) ?? 0,
    shifts: read.shifts as string | undefined,
    inpMs: read.inp as number | undefined,
    jsBytes: loaded.reduce((sum, path) => sum + files.gzip(path), 0),
    ownJsBytes: own.reduce((sum, path) => sum + files.gzip(path), 0),
    ownFiles: own.sort((a, b) => files.gzip(b) - files.gzip(a)),
    pages: pages.map((path) => files.source(path)),
    otherFiles: loaded.filter((path) => !files.entry.has(path) && !own.includes(path)),
    clickFiles: clicked,
    slowdown,
    mobile: mobileFigures,
  }
}

interface BuiltFiles {
  /** The entry's chunk and its static imports: the JS every route loads. */
  entry: Set<string>
  /** The page modules' chunks: those the router loads for a route (router.tsx, pages/page-registry.ts). */
  pages: Set<string>
  /** A chunk and its static imports. */
  graphOf: (file: string) => Set<string>
  /** What a file holds: its module, or for a shared chunk (_….js) the name Vite gave it. */
  source: (file: string) => string
  /** The same, short: a module of src/app/ without that prefix (for the waterfall's lines). */
  label: (file: string) => string
  /** gzip bytes at zlib's default level, as tests/bundle/route-budgets.test.ts counts its 40 KB. */
  gzip: (file: string) => number
}

/** The build's files by Vite's manifest (paths as the browser asks for them: /assets/….js). */
export function builtFiles(outDir: string): BuiltFiles {
  const manifest = JSON.parse(readFileSync(manifestPathFor(outDir), 'utf8')) as Record<
    string,
    { file: string; name?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const graph = (key: string | undefined, files = new Set<string>()) => {
    const chunk = key ? manifest[key] : undefined
    if (!chunk || files.has(`/${chunk.file}`)) return files
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) graph(imported, files)
    return files
  }
  const entryKey =
    'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  const registry = 'src/app/pages/page-registry.ts'
  const pageKeys = [
    ...(manifest[registry]?.dynamicImports ?? []),
    ...(manifest[entryKey ?? '']?.dynamicImports ?? []).filter(
      (key) => key.startsWith('src/app/pages/') && key !== registry,
    ),
  ]
  if (!manifest[registry] || pageKeys.length < 2)
    throw new Error(`no page modules in ${manifestPathFor(outDir)}`)
  const sizes = new Map<string, number>()
  const source = (file: string) => {
    const key = keyOf.get(file) ?? file
    const name = manifest[key]?.name
    return key.startsWith('_') && name ? `${name} (${key})` : key
  }
  return {
    entry: graph(entryKey),
    pages: new Set(pageKeys.map((key) => `/${manifest[key]!.file}`)),
    graphOf: (file) => graph(keyOf.get(file)),
    source,
    label: (file) => source(file).replace(/^src\/app\//, ''),
    gzip: (file) => {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(outDir, file))).length)
      return sizes.get(file)!
    },
  }
}

const visitOf = (name: AccountRoute, entry: RouteEntry): Visit | undefined =>
  visits[name] ?? (entry.area === 'shell' && !entry.path.includes(':') ? menu : undefined)

const personaOf = (name: AccountRoute, entry: RouteEntry): PersonaId =>
  visits[name]?.persona ?? (entry.b2bOnly ? 'b2b-default' : 'consumer')

interface Row {
  name: string
  path: string
  figures?: Figures
  error?: string
  says?: string
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10
const verdicts = (figures: Figures) => ({
  lcp: figures.lcpMs !== undefined && figures.lcpMs <= budget.lcpMs,
  cls: figures.cls <= budget.cls,
  inp: (figures.inpMs ?? 0) <= budget.inpMs,
  js: figures.ownJsBytes <= budget.ownJsKb * kb,
  ...(figures.mobile && {
    waves: figures.mobile.waves <= mobileBudget.waves,
    warmLcp: figures.mobile.warmLcpMs !== undefined && figures.mobile.warmLcpMs <= mobileBudget.warmLcpMs,
    warmWaves: figures.mobile.warmWaves <= mobileBudget.waves,
  }),
})

/** The route's own files with their gzip size in KB, the largest first. */
const ownFiles = (files: BuiltFiles, figures: Figures) =>
  figures.ownFiles.map((file) => `${files.source(file)} ${(files.gzip(file) / kb).toFixed(1)}`).join(', ')

/** Under the table: what broke each budget (the elements that moved, the largest files). */
function printFailures(rows: Row[], files: BuiltFiles) {
  for (const row of rows) {
    const f = row.figures
    if (!f) continue
    const ok = verdicts(f)
    if (!ok.cls) console.log(`    ${row.name}: CLS ${f.cls.toFixed(3)}, shifts ${f.shifts}`)
    if (!ok.js)
      console.log(`    ${row.name}: own JS ${(f.ownJsBytes / kb).toFixed(1)} KB, ${ownFiles(files, f)}`)
    if (!ok.lcp)
      console.log(
        `    ${row.name}: LCP ${f.lcpMs === undefined ? 'none' : Math.round(f.lcpMs)}, on ${f.lcpElement}`,
      )
    if (!ok.inp) console.log(`    ${row.name}: INP ${Math.round(f.inpMs ?? 0)} ms (${row.says})`)
    // BENCH_WATERFALLS=1 prints every route's, to see what a route waits for before its LCP (=requests: each request).
    if (f.mobile && (!ok.waves || process.env.BENCH_WATERFALLS))
      console.log(`    ${row.name}: ${f.mobile.waterfall.join('\n      ')}`)
    if (f.mobile && (!ok.warmLcp || everyRequestPrinted))
      console.log(
        `    ${row.name}: warm LCP ${f.mobile.warmLcpMs}, ${f.mobile.warmWaterfall.join('\n      ')}`,
      )
    if (f.mobile?.fetchedAgain.length)
      console.log(`    ${row.name}: fetched again on a repeat visit: ${f.mobile.fetchedAgain.join(', ')}`)
  }
}

const headerFor = (mobile: boolean) =>
  `${'route'.padEnd(24)} ${'path'.padEnd(36)}${'LCP ms'.padStart(7)}` +
  (mobile ? `${'waves'.padStart(6)}${'warm'.padStart(6)}${'waves'.padStart(6)}` : '') +
  `${'CLS'.padStart(7)}${'INP ms'.padStart(7)}${'JS KB'.padStart(7)}${'own KB'.padStart(7)}${'CPU×'.padStart(6)}  ` +
  `${'click'.padEnd(24)}result`

function printRow(row: Row) {
  const cell = (text: string, width: number, ok = true) => `${text}${ok ? '' : '!'}`.padStart(width)
  // Ids of 36 characters (uuids) shortened, so the table keeps to one line a route.
  const name = `${row.name.padEnd(24)} ${row.path.replace(/[0-9a-f-]{36}/g, '…').padEnd(36)}`
  if (!row.figures) {
    console.log(`${name} error: ${row.error}`)
    return
  }
  const f = row.figures
  const ok = verdicts(f)
  console.log(
    name +
      cell(f.lcpMs === undefined ? '-' : String(Math.round(f.lcpMs)), 7, ok.lcp) +
      (f.mobile
        ? cell(String(f.mobile.waves), 6, ok.waves) +
          cell(
            f.mobile.warmLcpMs === undefined ? '-' : String(Math.round(f.mobile.warmLcpMs)),
            6,
            ok.warmLcp,
          ) +
          cell(String(f.mobile.warmWaves), 6, ok.warmWaves)
        : '') +
      cell(f.cls.toFixed(3), 7, ok.cls) +
      cell(f.inpMs === undefined ? '< 16' : String(Math.round(f.inpMs)), 7, ok.inp) +
      cell((f.jsBytes / kb).toFixed(1), 7) +
      cell((f.ownJsBytes / kb).toFixed(1), 7, ok.js) +
      `${f.slowdown.toFixed(1)}${f.slowdown < 2 ? '?' : ''}`.padStart(6) +
      `  ${(row.says ?? '').padEnd(24)}${Object.values(ok).every(Boolean) ? 'pass' : 'FAIL'}`,
  )
}

/** The part: every account route, grouped by persona (one sign-in each), a full page load per route. */
export async function routeVitals(
  browser: Browser,
  appOrigin: string,
  outDir: string,
  record: (result: BenchResult) => void,
  mobile?: MobileDeployment,
) {
  const files = builtFiles(outDir)
  // BENCH_ROUTES=paymentMethod,orders measures only those (while looking into one).
  const only = process.env.BENCH_ROUTES?.split(',')
  const routes = (Object.entries(routeTable) as [RouteName, RouteEntry][]).filter(
    (pair): pair is [AccountRoute, RouteEntry] =>
      (pair[1].area === 'shell' || pair[1].area === 'fullscreen') && (!only || only.includes(pair[0])),
  )
  // Its IIFE build (the package exports no path to it) declares `var webVitals`; Playwright runs an init script inside
  // a function, so the script puts it on window itself.
  const webVitals = `${readFileSync(
    join(import.meta.dirname, '../../node_modules/web-vitals/dist/web-vitals.iife.js'),
    'utf8',
  )}\nwindow.webVitals = webVitals`
  const appHost = new URL(appOrigin).host
  console.log(
    `    ${viewport.width}×${viewport.height}, CPU ${cpuSlowdown}× slower, ` +
      (mobile
        ? `on the mobile network; each route a first visit (empty HTTP cache), then a repeat visit ('warm': its ` +
          `LCP and waves; budgets LCP ≤ ${mobileBudget.warmLcpMs} ms warm, ≤ ${mobileBudget.waves} waves before LCP)`
        : `each a full page load (Playwright's routing of config.json leaves the HTTP cache off: every file is ` +
          'fetched again)') +
      '; load average ' +
      `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the start\n` +
      `    budgets: LCP ≤ ${budget.lcpMs} ms, CLS ≤ ${budget.cls}, INP ≤ ${budget.inpMs} ms, own JS ≤ ${budget.ownJsKb} KB ` +
      `gzip (KB = 1,024 bytes); '!' marks a figure over its budget; CPU× is a busy loop's time on the page over its ` +
      `time unthrottled ('?' under 2×: the slow-down leaked on a busy machine)\n` +
      `    JS KB: all the JS the page load fetched before the click; own KB: the page module's chunk and its static ` +
      `imports beyond the entry, as tests/bundle/route-budgets.test.ts counts its 40 KB (gzip, zlib's default level)\n`,
  )
  console.log(headerFor(mobile !== undefined))
  const rows: Row[] = []
  for (const personaId of ['consumer', 'b2b-default', 'shared-album-owner'] as const) {
    const mine = routes.filter(([name, entry]) => personaOf(name, entry) === personaId)
    if (mine.length === 0) continue
    const label = personas.find((persona) => persona.id === personaId)!.label
    let session: BenchSession | undefined
    try {
      session = await openSession(browser, appOrigin, {
        volume: 'few',
        persona: label,
        viewport,
        featureFlags,
        instrument: false,
        deploymentMockPort: mobile?.deploymentMockPort,
        deploymentMockOrigin: mobile?.deploymentMockOrigin,
      })
      await session.context.addInitScript({ content: webVitals })
      await session.context.addInitScript(watchVitals, appHost)
      if (mobile) {
        await session.context.addInitScript(keepEveryResourceTiming)
        await emulateMobile(session.cdp)
      }
      // Set once on the page's target: Chromium keeps it across this page's navigations (slowdownOf checks each page).
      await session.cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
      const ids = idsOf(session.mocks, personaId)
      for (const [name, entry] of mine) {
        const visit = visitOf(name, entry)
        const row: Row = { name, path: entry.path, says: visit?.says }
        try {
          if (!visit) throw new Error('no visit in tests/bench/vitals.ts')
          row.path = pathOf(entry, visit.params?.(ids) ?? {})
          row.figures = await measure(session, `${appOrigin}${row.path}`, visit, files, mobile !== undefined)
        } catch (error) {
          row.error = String(error).split('\n')[0]
        }
        rows.push(row)
        printRow(row)
      }
    } catch (error) {
      for (const [name, entry] of mine.filter(([name]) => !rows.some((row) => row.name === name))) {
        const row: Row = {
          name,
          path: entry.path,
          error: `signing in as ${label}: ${String(error).split('\n')[0]}`,
        }
        rows.push(row)
        printRow(row)
      }
    } finally {
      await session?.close()
    }
  }
  printFailures(rows, files)
  for (const row of rows) {
    const f = row.figures
    if (!f) {
      record({
        measure: `${mobile ? 'mobile ' : ''}vitals ${row.name} ${row.path}`,
        value: 'error',
        unit: '',
        budget: '-',
        pass: false,
        note: row.error,
      })
      continue
    }
    const ok = verdicts(f)
    const ms = (value: number | undefined) => (value === undefined ? '-' : Math.round(value))
    record({
      measure: `${mobile ? 'mobile ' : ''}vitals ${row.name} ${row.path}`,
      value:
        `LCP ${ms(f.lcpMs)} ms, ` +
        (f.mobile
          ? `${f.mobile.waves} waves, warm LCP ${ms(f.mobile.warmLcpMs)} ms, ${f.mobile.warmWaves} waves, `
          : '') +
        `CLS ${f.cls.toFixed(3)}, ` +
        `INP ${f.inpMs === undefined ? '< 16' : Math.round(f.inpMs)} ms, own JS ${oneDecimal(f.ownJsBytes / kb)} KB`,
      unit: '',
      budget:
        `${budget.lcpMs} ms${mobile ? ` (warm ${mobileBudget.warmLcpMs} ms, ≤ ${mobileBudget.waves} waves)` : ''}, ` +
        `${budget.cls}, ${budget.inpMs} ms, ${budget.ownJsKb} KB`,
      pass: Object.values(ok).every(Boolean),
      note:
        `${viewport.width} px, CPU ${cpuSlowdown}× (busy loop ${f.slowdown.toFixed(1)}×); click: ${row.says}; ` +
        `LCP element ${f.lcpElement ?? '-'}; ` +
        `page ${f.pages.join(', ') || 'none loaded'}, own JS: ${ownFiles(files, f)}; JS of the page load ${oneDecimal(f.jsBytes / kb)} KB gzip, ` +
        `beyond the entry and the page's own: ${f.otherFiles.map((path) => files.source(path)).join(', ') || 'none'}` +
        (f.clickFiles.length
          ? `; loaded by the click: ${f.clickFiles.map((path) => files.source(path)).join(', ')}`
          : '') +
        (f.shifts ? `; layout shifts: ${f.shifts}` : ''),
    })
  }
}
