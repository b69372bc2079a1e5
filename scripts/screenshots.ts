// npm run screenshots: builds the mock app, serves it, and saves each screen at 375 px and 1280 px wide
// into screenshots/ (git-ignored), to be looked at before a change is called done.
// `npm run screenshots -- brands` and `-- locales` instead save contact sheets: the overview and My photos of every
// brand (at 1280 and 375 px), and of every locale, each sheet one picture to look at.
// `npm run screenshots -- saved-projects` (any other word) saves only the screens whose name contains it.
import { mkdirSync, readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { brands } from '../src/app/platform/brand/brand'
import { locales } from '../src/app/platform/i18n/locales'
import { type RouteEntry, routeTable } from '../src/app/routes'
import { launchChromium } from '../tests/support/chromium'
import { portFor } from '../tests/support/ports'
import { buildAndPreview } from '../tests/support/preview-server'

const port = await portFor('SCREENSHOTS_PORT')
const out = 'screenshots'
interface Shot {
  name: string
  path: string
  brand?: string
  params?: Record<string, string>
  configFails?: boolean
  openHarness?: boolean
  /** What to do on the screen before the picture (open a dialog). */
  prepare?: (page: Page) => Promise<void>
}

/** The small-screen menu panel, where there is one (the sidebar takes its place from 1024 px). */
async function openMenuPanel(page: Page, name: string) {
  const toggle = page.getByRole('button', { name })
  if (await toggle.isVisible()) await toggle.click()
}

const screens: Shot[] = [
  { name: 'sign-in', path: '/my-photos/photos' },
  { name: 'photos', path: '/my-photos/photos', params: { 'mock-persona': 'consumer' } },
  {
    name: 'photos-de',
    path: '/my-photos/photos',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'photos-counts-failed',
    path: '/my-photos/photos',
    params: { 'mock-persona': 'consumer', 'mock-scenario': 'faults:account-counts' },
  },
  {
    name: 'albums',
    path: '/my-photos/albums',
    brand: 'snapshelf-gb',
    params: { 'mock-persona': 'new-customer' },
  },
  { name: 'payment-method', path: '/settings/payment-method', params: { 'mock-persona': 'b2b-default' } },
  {
    name: 'payment-method-de-debit',
    path: '/settings/payment-method',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'b2b-new' },
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01')
      await page.getByRole('button', { name: 'Zahlungsart speichern' }).click()
    },
  },
  {
    name: 'payment-method-fr',
    path: '/settings/payment-method',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'b2b-default' },
    prepare: (page) => page.getByText('Par prélèvement SEPA').click(),
  },
  { name: 'invoices', path: '/invoices', params: { 'mock-persona': 'b2b-default' } },
  { name: 'invoices-fr', path: '/invoices', brand: 'lumiere-fr', params: { 'mock-persona': 'b2b-default' } },
  {
    name: 'invoices-de-failed',
    path: '/invoices',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'b2b-default', 'mock-scenario': 'faults:invoice-download' },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'PDF herunterladen' }).first().click()
      await page.getByRole('alert').first().waitFor()
    },
  },
  { name: 'downloads', path: '/downloads', params: { 'mock-persona': 'consumer' } },
  {
    name: 'export',
    path: '/my-photos/exports/805300e2-876c-4c08-a6a7-0e20eda8db62',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
  },
  { name: 'saved-projects', path: '/saved-projects', params: { 'mock-persona': 'consumer' } },
  { name: 'orders', path: '/orders', params: { 'mock-persona': 'consumer' } },
  { name: 'orders-overview', path: '/', brand: 'nordprint-se', params: { 'mock-persona': 'b2b-default' } },
  {
    name: 'orders-history-de',
    path: '/orders',
    brand: 'bildwerk-at',
    params: { 'mock-persona': 'consumer', order_state: 'history' },
  },
  { name: 'orders-fr', path: '/orders', brand: 'lumiere-fr', params: { 'mock-persona': 'consumer' } },
  {
    name: 'orders-empty',
    path: '/orders',
    brand: 'snapshelf-gb',
    params: { 'mock-persona': 'new-customer' },
  },
  {
    name: 'orders-failed',
    path: '/orders',
    params: { 'mock-persona': 'consumer', 'mock-scenario': 'faults:orders-load' },
  },
  { name: 'order-details', path: '/orders/SO-100001-10', params: { 'mock-persona': 'consumer' } },
  {
    name: 'order-details-de-address',
    path: '/orders/SO-100001-13',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Lieferadresse ändern' }).click()
      await page.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('x')
      await page.getByRole('button', { name: 'Lieferadresse speichern' }).click()
    },
  },
  {
    name: 'order-details-fr',
    path: '/orders/SO-100001-08',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'order-details-not-found',
    path: '/orders/SO-999999-01',
    brand: 'fotoluz-es',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'saved-projects-de',
    path: '/saved-projects',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'saved-projects-fr-page-2',
    path: '/saved-projects',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer', page: '2' },
  },
  {
    name: 'saved-projects-fr-delete',
    path: '/saved-projects',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => page.getByRole('button', { name: 'Supprimer' }).first().click(),
  },
  {
    name: 'saved-projects-empty',
    path: '/saved-projects',
    brand: 'fotoluz-es',
    params: { 'mock-persona': 'new-customer' },
  },
  { name: 'online-products', path: '/online-products', params: { 'mock-persona': 'consumer' } },
  {
    name: 'online-products-overview-latest-project-fr',
    path: '/',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'online-products-de-undo',
    path: '/online-products',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => page.getByRole('button', { name: 'Löschen' }).first().click(),
  },
  {
    name: 'online-products-empty-es',
    path: '/online-products',
    brand: 'fotoluz-es',
    params: { 'mock-persona': 'new-customer' },
  },
  {
    name: 'online-products-share-fr',
    path: '/online-products/PC-100001-001',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Votre nom' }).fill('Camille Martin')
      await page
        .getByRole('textbox', { name: 'Message personnel (facultatif)' })
        .fill('Regarde nos vacances !')
    },
  },
  {
    name: 'online-products-share-de-invalid',
    path: '/online-products/PC-100001-006',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => page.getByRole('button', { name: 'Senden' }).click(),
  },
  {
    name: 'online-products-share-gb-gallery',
    path: '/online-products/PC-100001-001',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'online-products-share-blocked',
    path: '/online-products/PC-100001-005',
    brand: 'snapshelf-gb',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'online-products-share-not-found',
    path: '/online-products/PC-424242-001',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'subscription-success-fr',
    path: '/subscription-confirmation',
    brand: 'lumiere-fr',
    params: { 'confirmation-token': 'optin-alex.morgan', email: 'alex.morgan@example.com' },
  },
  {
    name: 'subscription-error-de',
    path: '/subscription-confirmation',
    brand: 'bildwerk-de',
    params: { 'confirmation-token': 'optin-someone', email: 'alex.morgan@example.com' },
  },
  {
    name: 'change-email-used-link',
    path: '/change-email-confirmation',
    params: { 'mock-persona': 'consumer', 'confirmation-token': 'change-email-nobody' },
  },
  {
    name: 'email-change-de-invalid',
    path: '/settings/email',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('textbox').fill('alex@')
      await page.getByRole('button', { name: 'Bestätigungslink senden' }).click()
    },
  },
  {
    name: 'email-change-fr-sent',
    path: '/settings/email',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('textbox').fill('alex.nouveau@example.fr')
      await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click()
      await page.getByRole('status').filter({ hasText: 'boîte de réception' }).waitFor()
    },
  },
  { name: 'addresses', path: '/settings/addresses/all', params: { 'mock-persona': 'consumer' } },
  {
    name: 'addresses-b2b-de',
    path: '/settings/addresses/all',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'b2b-default' },
  },
  {
    name: 'addresses-fr-delete',
    path: '/settings/addresses/all',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => page.getByRole('button', { name: 'Supprimer' }).first().click(),
  },
  {
    name: 'addresses-empty-es',
    path: '/settings/addresses/all',
    brand: 'fotoluz-es',
    params: { 'mock-persona': 'new-customer' },
  },
  {
    name: 'addresses-new-gb',
    path: '/settings/new-address',
    params: { 'mock-persona': 'consumer' },
  },
  {
    name: 'addresses-new-de-invalid',
    path: '/settings/new-address',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('1016 GV')
      await page.getByRole('button', { name: 'Adresse speichern' }).click()
    },
  },
  {
    name: 'addresses-change-fr',
    path: '/settings/addresses/all',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('link', { name: 'Modifier' }).last().click()
      await page.getByRole('heading', { name: 'Modifier l’adresse' }).waitFor()
    },
  },
  { name: 'settings', path: '/settings', params: { 'mock-persona': 'consumer' } },
  {
    name: 'settings-b2b-de',
    path: '/settings/b2b',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'b2b-default' },
  },
  {
    name: 'settings-fr-delete-account',
    path: '/settings',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => page.getByRole('button', { name: 'Supprimer le compte' }).click(),
  },
  { name: 'ftp-integration', path: '/integration', params: { 'mock-persona': 'b2b-default' } },
  {
    name: 'ftp-integration-de-errors',
    path: '/integration',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'b2b-new' },
    prepare: (page) => page.getByRole('button', { name: 'Speichern' }).click(),
  },
  {
    name: 'personal-details-fr-b2b',
    path: '/settings/personal-details',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'b2b-default' },
  },
  { name: 'boot-error', path: '/my-photos/photos', configFails: true },
  { name: 'harness', path: '/my-photos/photos', params: { 'mock-persona': 'consumer' }, openHarness: true },
  {
    // The selection toolbar loads when selection mode first starts (pages/lazy-selection-toolbar.tsx).
    name: 'photos-selecting-fr',
    path: '/my-photos/photos',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Sélectionner', exact: true }).click()
      await page.getByRole('checkbox').first().click()
      await page.getByRole('toolbar').waitFor()
    },
  },
  {
    name: 'menu-panel-de',
    path: '/orders',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => openMenuPanel(page, 'Menü'),
  },
  {
    name: 'menu-panel-fr',
    path: '/orders',
    brand: 'lumiere-fr',
    params: { 'mock-persona': 'consumer' },
    prepare: (page) => openMenuPanel(page, 'Menu'),
  },
  {
    name: 'shared-album-notice-bildwerk',
    path: '/my-photos/albums',
    brand: 'bildwerk-de',
    params: { 'mock-persona': 'shared-album-owner', ReactivationEnabled: 'false' },
    prepare: (page) => page.getByRole('link', { name: /^Summer holiday \d/ }).click(),
  },
]
// Every route of the shell without parameters that no shot above opens (a new page): as whom its guard lets in.
for (const [name, entry] of Object.entries(routeTable) as [string, RouteEntry][]) {
  if (entry.area !== 'shell' || entry.path.includes(':') || screens.some((shot) => shot.path === entry.path))
    continue
  const params: Record<string, string> = { 'mock-persona': entry.b2bOnly ? 'b2b-default' : 'consumer' }
  if (entry.flag) params[entry.flag] = 'true'
  screens.push({
    name: name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    path: entry.path,
    params,
  })
}

/** Opens one shot in a fresh page of the given width and saves it. */
async function capture(browser: Browser, shot: Shot, width: number, file: string, fullPage = true) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 740 : 800 } })
  if (shot.configFails) await page.route('**/config.json', (route) => route.fulfill({ status: 503 }))
  const url = new URL(shot.path, `http://${shot.brand ?? 'printbloom-gb'}.localhost:${port}`)
  for (const [name, value] of Object.entries(shot.params ?? {})) url.searchParams.set(name, value)
  await page.goto(url.href)
  await page.waitForLoadState('networkidle')
  if (shot.openHarness) await page.getByRole('button', { name: 'QA harness' }).click()
  await shot.prepare?.(page)
  await page.waitForTimeout(500)
  await page.screenshot({ path: file, fullPage })
  await page.close()
}

/** One picture of many: each saved shot scaled into a grid, with its name under it. */
async function contactSheet(browser: Browser, files: string[], columns: number, file: string) {
  const page = await browser.newPage({ viewport: { width: 1500, height: 800 } })
  const figures = files.map((shotFile) => {
    const data = readFileSync(shotFile).toString('base64')
    const name = shotFile.replace(`${out}/`, '').replace('.png', '')
    return `<figure><img src="data:image/png;base64,${data}"><figcaption>${name}</figcaption></figure>`
  })
  await page.setContent(`<style>body{margin:8px;font:12px sans-serif}main{display:grid;gap:8px;
    grid-template-columns:repeat(${columns},1fr)}figure{margin:0}img{width:100%;border:1px solid #999}</style>
    <main>${figures.join('')}</main>`)
  await page.screenshot({ path: file, fullPage: true })
  await page.close()
}

/** Every brand (or locale): the overview and My photos at both widths, as four contact sheets. */
async function sheets(browser: Browser, kind: 'brands' | 'locales') {
  const cases =
    kind === 'brands'
      ? brands.map((brand) => ({ name: brand.id, brand: brand.id, params: {} as Record<string, string> }))
      : locales.map((locale) => ({ name: locale, brand: 'printbloom-gb', params: { 'mock-locale': locale } }))
  for (const [screen, path] of [
    ['overview', '/'],
    ['photos', '/my-photos/photos'],
  ] as const) {
    for (const width of [1280, 375]) {
      const files: string[] = []
      for (const item of cases) {
        const file = `${out}/${kind}-${screen}-${item.name}-${width}.png`
        const params = { 'mock-persona': 'consumer', ...item.params }
        await capture(browser, { name: item.name, path, brand: item.brand, params }, width, file, false)
        files.push(file)
      }
      await contactSheet(browser, files, width < 600 ? 6 : 3, `${out}/${kind}-${screen}-${width}-sheet.png`)
    }
  }
}

const mode = process.argv[2]
mkdirSync(out, { recursive: true })
const server = await buildAndPreview({
  mode: 'mock',
  outDir: 'dist-mock',
  port,
  portVariable: 'SCREENSHOTS_PORT',
})
const browser = await launchChromium()
try {
  if (mode === 'brands' || mode === 'locales') {
    await sheets(browser, mode)
    console.log(`Saved the ${mode} contact sheets in ${out}/`)
  } else {
    const chosen = mode ? screens.filter((shot) => shot.name.includes(mode)) : screens
    for (const width of [375, 1280]) {
      for (const shot of chosen) await capture(browser, shot, width, `${out}/${shot.name}-${width}.png`)
    }
    console.log(`Saved ${chosen.length * 2} screenshots in ${out}/`)
  }
} finally {
  await browser.close()
  server.stop()
}
