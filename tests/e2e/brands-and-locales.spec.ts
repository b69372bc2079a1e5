import { expect, tab, test } from './fixtures'

// Each brand's wordmark, favicon, title and language: axe-every-brand.spec.ts, on the screen it opens per brand.

/** QA's locale override, in two locales: every locale shows in its own brands (axe-every-brand.spec.ts). */
const titles: Record<string, string> = {
  'de-AT': 'Meine Fotos',
  'fr-FR': 'Mes photos',
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
})
