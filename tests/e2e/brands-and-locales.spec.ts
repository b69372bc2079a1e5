import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, tab, test } from './fixtures'

interface RegistryBrand {
  id: string
  name: string
  locale: string
  theme: { primary: string }
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, path), 'utf8'))
const brands = (readJson('../../src/brands/brand-registry.json') as { brands: RegistryBrand[] }).brands
/** The farewell page's title in a locale: the page is anonymous, so each brand needs no sign-in. */
const farewellTitle = (locale: string) =>
  (readJson(`../../public/locales/${locale}.json`) as Record<string, string>)['accountDeleted.title']!

const titles: Record<string, string> = {
  'en-GB': 'My photos',
  'nl-NL': "Mijn foto's",
  'nl-BE': "Mijn foto's",
  'de-AT': 'Meine Fotos',
  'fr-FR': 'Mes photos',
  'it-IT': 'Le mie foto',
  'es-ES': 'Mis fotos',
  'pt-PT': 'As minhas fotografias',
  'da-DK': 'Mine billeder',
  'nb-NO': 'Mine bilder',
  'sv-SE': 'Mina bilder',
}

test.describe('brands and locales', () => {
  test('the host name selects the brand, its wordmark, colours and locale', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-de', persona: 'consumer' })
    await expect(page.getByRole('img', { name: 'Bildwerk' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Fotos' })).toBeVisible()
    await expect(tab(page, 'Fotos')).toHaveText('Fotos37')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT')
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary'),
    )
    expect(primary.trim()).toBe('#1d3557')
  })

  test('switching brand in the harness changes the wordmark and the locale texts', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(page.getByRole('img', { name: 'Printbloom' })).toBeVisible()
    await page.getByRole('button', { name: 'QA harness' }).click()
    await page.getByRole('combobox', { name: 'Brand' }).selectOption('lumiere-fr')
    await expect(page).toHaveURL(/^http:\/\/lumiere-fr\.localhost:\d+\/my-photos\/photos/)
    await expect(page.getByRole('img', { name: 'Atelier Lumière' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Mes photos' })).toBeVisible()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
  })

  for (const [locale, title] of Object.entries(titles)) {
    test(`the ${locale} texts show when QA picks ${locale}`, async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', locale })
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })
  }

  for (const brand of brands) {
    test(`${brand.id} has its wordmark, favicon, title and language`, async ({ page, openApp }) => {
      await openApp({ brand: brand.id, path: '/account-deleted' })
      const title = farewellTitle(brand.locale)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('img', { name: brand.name })).toBeVisible()
      await expect(page).toHaveTitle(`${title} | ${brand.name}`)
      await expect(page.locator('html')).toHaveAttribute('lang', brand.locale)
      const favicon = await page.locator('link[rel="icon"]').getAttribute('href')
      expect(decodeURIComponent(favicon ?? '')).toContain(`fill="${brand.theme.primary}"`)
    })
  }
})
