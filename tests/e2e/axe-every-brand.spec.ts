// Every brand (issue 16): each of the 17 brands opens one built screen, so every run covers every brand and the main
// screens, at 1280 and 375 px, in the brand's own locale: axe finds nothing, and the brand shows as itself (its
// wordmark, favicon colour, title and language; the host name chose it). Each screen's own spec runs axe on its
// states; the brands' colour pairs are measured by src/app/ui/brand-contrast.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/** The mocks' orders, projects and widgets are dated from the clock: the same screens on any day. */
const clockAt = '2026-11-24T09:00:00Z'

/** A screen whose page asks for something that is allowed to be missing (404) logs it as the browser does. */
interface Screen {
  path: string
  /** Who is signed in; null for the outer pages anonymous visitors open. */
  persona?: string | null
  expectedConsoleErrors?: RegExp
}

const screens: Record<string, Screen> = {
  'printbloom-gb': { path: '/' },
  'printbloom-ie': { path: '/my-photos/photos' },
  'printbloom-nl': { path: '/my-photos/albums' },
  'printbloom-be': { path: '/orders' },
  'fotofabriek-nl': { path: '/orders/SO-100001-10' },
  'fotofabriek-be': { path: '/saved-projects' },
  'bildwerk-de': { path: '/online-products' },
  // Not blocked: the blocked-order check answers 404.
  'bildwerk-at': { path: '/online-products/PC-100001-001', expectedConsoleErrors: /status of 404/ },
  'lumiere-fr': { path: '/settings' },
  'scattomio-it': { path: '/settings/personal-details' },
  'fotoluz-es': { path: '/settings/new-address' },
  'fotoluz-pt': { path: '/settings/email' },
  'nordprint-dk': { path: '/downloads' },
  'nordprint-no': { path: '/invoices', persona: 'b2b-default' },
  'nordprint-se': { path: '/integration', persona: 'b2b-default' },
  'bildkammaren-se': { path: '/settings/payment-method', persona: 'b2b-default' },
  'snapshelf-gb': { path: '/settings/addresses/all' },
}

/** The screens no spec of their own runs axe on, each in another brand again. */
const moreScreens: Record<string, Screen> = {
  'fotoluz-pt': { path: '/account-deleted', persona: null },
  'nordprint-dk': { path: '/change-email-success', persona: null },
  'bildwerk-de': { path: '/delete-account-error' },
  'lumiere-fr': { path: '/change-email-error' },
}

interface RegistryBrand {
  id: string
  name: string
  locale: string
  theme: { primary: string }
}

const registry = join(import.meta.dirname, '../../src/brands/brand-registry.json')
const { brands } = JSON.parse(readFileSync(registry, 'utf8')) as { brands: RegistryBrand[] }

test('every brand has a screen here', () => {
  expect(brands.map((brand) => brand.id).filter((id) => !(id in screens))).toEqual([])
})

for (const [brand, { path, persona = 'consumer', expectedConsoleErrors }] of [
  ...Object.entries(screens),
  ...Object.entries(moreScreens),
]) {
  test.describe(`${brand} ${path}`, () => {
    test.use({ expectedConsoleErrors })

    test('shows the brand, and axe finds nothing at 1280 and 375 px', async ({ page, openApp }) => {
      await openApp({ brand, path, persona: persona ?? undefined, clockAt })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const { name, locale, theme } = brands.find((each) => each.id === brand)!
      await expect(page.getByRole('img', { name }).first()).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(` \\| ${name}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href')
      expect(decodeURIComponent(favicon ?? '')).toContain(`fill="${theme.primary}"`)
      await expect(page.locator('.page-loading')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      expect(await axeViolations(page)).toEqual([])
      await page.setViewportSize({ width: 375, height: 740 })
      expect(await axeViolations(page)).toEqual([])
    })
  })
}
