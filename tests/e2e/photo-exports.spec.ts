import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { unzipSync } from 'fflate'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/** The backup ids the export:* scenarios pin to a state (docs/qa-mock-data.md, mocks/scenarios/storage.ts). */
const backupIds = {
  requested: 'e0000000-0000-4000-8000-000000000001',
  'in-progress': 'e0000000-0000-4000-8000-000000000002',
  ready: 'e0000000-0000-4000-8000-000000000003',
  failed: 'e0000000-0000-4000-8000-000000000004',
  expired: 'e0000000-0000-4000-8000-000000000005',
} as const
type PinnedState = keyof typeof backupIds

const exportPath = (state: PinnedState) => `/my-photos/exports/${backupIds[state]}`
const open = (state: PinnedState, extra: { locale?: string; query?: Record<string, string> } = {}) => ({
  persona: 'consumer',
  path: exportPath(state),
  scenarios: [`export:${state}`],
  ...extra,
})

interface ReadyBackup {
  updated: string
  chunks: { iteration: number; size: number }[]
}

/** Waits for the page's GET /backups/{id} answer of the READY export. */
function readyAnswer(page: Page): Promise<ReadyBackup> {
  return page
    .waitForResponse((response) => response.url().endsWith(`/exports/backups/${backupIds.ready}`))
    .then((response) => response.json() as Promise<ReadyBackup>)
}

/** 'available until' as the page's browser formats it for the locale: the update time plus 7 days. */
function availableUntilText(page: Page, updated: string, locale: string): Promise<string> {
  return page.evaluate(
    ([updated, locale]) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(Date.parse(updated) + 7 * 24 * 60 * 60 * 1000),
      ),
    [updated, locale] as const,
  )
}

/** The page's texts in the two locales the tests run in. */
const texts = {
  'en-GB': {
    title: 'Export photos',
    back: 'Back to My photos',
    ready: 'Your export is ready to download',
    availableUntil: (date: string) => `Your export is available until ${date}.`,
    advice: "Open the .zip file with your device's file manager or an unzip app to unpack your photos.",
    files: 'Your export files',
    chunkNames: ['My Photos export (1 of 2)', 'My Photos export (2 of 2)'],
    size: /^\d+\.\d{2} KB$/,
    download: 'Download .zip',
    expired: 'Your download link has expired',
    expiredBody: 'Download links expire after 7 days',
    createNew: 'Create a new export',
    error: 'Export error',
    photosTitle: 'My photos',
  },
  'fr-FR': {
    title: 'Exporter les photos',
    back: 'Retour à «\u00a0Mes photos\u00a0»',
    ready: 'Votre export est prêt à être téléchargé',
    availableUntil: (date: string) => `Votre export est disponible jusqu’au ${date}.`,
    advice:
      'Ouvrez le fichier .zip avec le gestionnaire de fichiers de votre appareil ou une app de décompression pour extraire vos photos.',
    files: 'Vos fichiers d’export',
    chunkNames: ['Export «\u00a0Mes photos\u00a0» (1 sur 2)', 'Export «\u00a0Mes photos\u00a0» (2 sur 2)'],
    size: /^\d+,\d{2} Ko$/,
    download: 'Télécharger le .zip',
    expired: 'Votre lien de téléchargement a expiré',
    expiredBody: 'Les liens de téléchargement expirent au bout de 7 jours',
    createNew: 'Créer un nouvel export',
    error: 'Erreur d’export',
    photosTitle: 'Mes photos',
  },
} as const

/** User agents of the platforms the advice is checked on (Playwright's Desktop Chrome says Windows). */
const userAgents = {
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

for (const [locale, t] of Object.entries(texts)) {
  test.describe(`the export page (${locale})`, () => {
    test.use({ userAgent: userAgents.linux })

    test('a READY export: banner, availability, advice, chunks; a chunk saves as a real zip', async ({
      page,
      openApp,
      contractCalls,
    }) => {
      const answered = readyAnswer(page)
      await openApp(open('ready', { locale }))
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
      const backup = await answered
      const banner = page.getByRole('region', { name: t.ready })
      await expect(banner).toContainText(
        t.availableUntil(await availableUntilText(page, backup.updated, locale)),
      )
      // Linux: a platform the advice has no text of its own for.
      await expect(banner).toContainText(t.advice)

      const items = page.getByRole('list', { name: t.files }).getByRole('listitem')
      await expect(items).toHaveCount(2)
      await expect(items.getByRole('heading', { level: 2 })).toHaveText([...t.chunkNames])
      for (const index of [0, 1]) await expect(items.nth(index).getByText(t.size)).toBeVisible()

      const saved = page.waitForEvent('download')
      await items.nth(0).getByRole('button', { name: t.download }).click()
      const download = await saved
      expect(download.suggestedFilename()).toBe('photo-export-0.zip')
      const bytes = await readFile(await download.path())
      expect(bytes.byteLength, 'the listed size is the file size').toBe(backup.chunks[0]!.size)
      expect(Object.keys(unzipSync(new Uint8Array(bytes))).length, 'a zip of photos').toBeGreaterThan(0)
      await expect
        .poll(() => contractCalls.checked)
        .toEqual(expect.arrayContaining(['exports.getBackup', 'exports.getBackupChunkUrl']))
    })

    test.describe('when the link expired', () => {
      test.use({
        expectedConsoleErrors: /status of 404|Request failed: GET \/exports\/backups\/[^ ]* \(status 404\)/,
      })

      test('says so, with a link to create a new export on the photos page', async ({ page, openApp }) => {
        await openApp(open('expired', { locale, query: { stripped: 'true' } }))
        await expect(page.getByRole('heading', { level: 2, name: t.expired })).toBeVisible()
        await expect(page.getByText(t.expiredBody)).toBeVisible()
        await page.getByRole('link', { name: t.createNew }).click()
        await expect(page).toHaveURL(/\/my-photos\/photos\?stripped=true$/)
        await expect(page.getByRole('heading', { level: 1, name: t.photosTitle })).toBeVisible()
      })
    })

    test("a FAILED export shows 'Export error'", async ({ page, openApp }) => {
      await openApp(open('failed', { locale }))
      await expect(page.getByRole('alert')).toHaveText(t.error)
      await expect(page.getByRole('link', { name: t.createNew })).toBeVisible()
      await expect(page.getByRole('link', { name: t.back })).toHaveAttribute('href', '/my-photos/photos')
    })
  })
}

test.describe('the export page when the status cannot be loaded (500)', () => {
  test.use({ expectedConsoleErrors: /Request failed: GET \/exports\/backups\/[^ ]* \(status 500\)/ })

  test("shows 'Export error' with Try again", async ({ page, openApp }) => {
    // No scenario makes GET /backups/{id} fail: answer 500 in the page, where the app's client fetches.
    await page.addInitScript((path) => {
      const fetch = window.fetch.bind(window)
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (new URL(url, location.href).pathname === path) {
          return Promise.resolve(Response.json({ message: 'Injected fault' }, { status: 500 }))
        }
        return fetch(input, init)
      }
    }, `/exports/backups/${backupIds.ready}`)
    await openApp(open('ready'))
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Export error')
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Your export files' })).toHaveCount(0)
  })
})

test.describe('an export that is not ready yet', () => {
  for (const state of ['requested', 'in-progress'] as const) {
    test(`${state}: sends the user to the photos`, async ({ page, openApp }) => {
      await openApp(open(state, { query: { Stripped: 'true' } }))
      await expect(page).toHaveURL(/\/my-photos\/photos\?Stripped=true$/)
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    })
  }
})

test('without PhotoExportEnabled the guard sends the user home', async ({ page, openApp }) => {
  await openApp(open('ready', { query: { PhotoExportEnabled: 'false' } }))
  await expect(page).toHaveURL(/\.localhost:\d+\/(\?.*)?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Export photos' })).toHaveCount(0)
})

test('the advice follows the platform: Windows, MacOS, iOS (iPadOS too), Android, other', async ({
  page,
  openApp,
}) => {
  test.slow() // six page loads
  await openApp(open('ready'))
  const banner = page.getByRole('region', { name: 'Your export is ready to download' })
  await expect(banner).toBeVisible()
  const platforms = [
    { agent: userAgents.windows, touchPoints: 0, advice: 'right-click the .zip file and choose Extract All' },
    {
      agent: userAgents.mac,
      touchPoints: 0,
      advice: 'On a Mac, open your Downloads folder and double-click',
    },
    // iPadOS reports a Mac; an iPad has 5 touch points.
    {
      agent: userAgents.mac,
      touchPoints: 5,
      advice: 'open the Files app, go to Downloads and tap the .zip file',
    },
    { agent: userAgents.iphone, touchPoints: 5, advice: 'On an iPhone or iPad, open the Files app' },
    { agent: userAgents.android, touchPoints: 5, advice: 'tap the .zip file and choose Extract.' },
    { agent: userAgents.linux, touchPoints: 0, advice: "with your device's file manager or an unzip app" },
  ]
  // One sign-in, then each platform by what the page's navigator says (the latest init script wins on reload).
  for (const platform of platforms) {
    await page.addInitScript(({ agent, touchPoints }) => {
      const define = (name: string, value: unknown) =>
        Object.defineProperty(Navigator.prototype, name, { get: () => value, configurable: true })
      define('userAgent', agent)
      define('maxTouchPoints', touchPoints)
      define('userAgentData', undefined)
    }, platform)
    await page.reload()
    await expect(banner).toContainText(platform.advice)
  }
})

test('the READY page has no axe violations at 375 and 1280 px; the second chunk saves as photo-export-1.zip', async ({
  page,
  openApp,
}) => {
  await openApp(open('ready'))
  const items = page.getByRole('list', { name: 'Your export files' }).getByRole('listitem')
  await expect(items).toHaveCount(2)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    expect(await axeViolations(page)).toEqual([])
  }
  const button = items.nth(1).getByRole('button', { name: 'Download .zip' })
  const saved = page.waitForEvent('download')
  await button.click()
  expect((await saved).suggestedFilename()).toBe('photo-export-1.zip')
  await expect(button).toBeEnabled()
})
