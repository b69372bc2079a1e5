// Issue 43: every screen that shows a product names it in the catalogue's words of the locale, one name per product,
// with a readable name in the locale where the catalogue has none: never the services' id ('PhotobookA4Landscape')
// and never an English word in another locale ('Fotobuch (A4 Landscape)').
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { catalogueNamesShown, expect, test } from './fixtures'

const messagesOf = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../public/locales/${locale}.json`), 'utf8'))

/** A product id of the order and project services: a word with a capital inside ('PhotobookA4Landscape'). */
const rawId = /[a-z][A-Z]|[A-Za-z]{3,}\d/
/** English words of the product ids and the English fallback, which another locale must not show. */
const english =
  /\b(photo ?books?|landscape|square|prints?|canvas|calendars?|greeting|cards?|folded|wall decoration)\b/i

interface Visit {
  brand: string
  locale: string
  /** The name the catalogue gives PhotobookA4Landscape (PAP_101) in this locale, or the fallback's. */
  a4Landscape: string
}

const visits: Visit[] = [
  { brand: 'printbloom-gb', locale: 'en-GB', a4Landscape: 'Hardcover photo book A4 landscape' },
  { brand: 'bildwerk-at', locale: 'de-AT', a4Landscape: 'Fotobuch Hardcover A4 quer' },
  { brand: 'lumiere-fr', locale: 'fr-FR', a4Landscape: 'Livre photo couverture rigide A4 paysage' },
  // QA shows the British storefront in German: its catalogue is English, so the names are the German fallback's.
  { brand: 'printbloom-gb', locale: 'de-AT', a4Landscape: 'Fotobuch A4 quer' },
]

/**
 * The first lines of the definitions whose term is the locale's 'Product' (an online photo book's pages are on the
 * next), once the catalogue's names have come: the screens show themselves without waiting for it.
 */
async function productDefinitions(page: Page, term: string): Promise<string[]> {
  const terms = page.locator('main dt').filter({ hasText: new RegExp(`^${term}$`) })
  await expect(terms.first()).toBeVisible()
  await catalogueNamesShown(page)
  return terms.evaluateAll((dts) =>
    dts.map((dt) => (dt.nextElementSibling as HTMLElement | null)?.innerText.split('\n')[0]?.trim() ?? ''),
  )
}

function expectReadable(names: string[], visit: Visit, where: string) {
  expect(names.length, `${where}: products shown`).toBeGreaterThan(0)
  for (const name of names) {
    expect(name, `${where}: a product named`).not.toBe('')
    expect(name, `${where}: a raw id`).not.toMatch(rawId)
    if (visit.locale !== 'en-GB') expect(name, `${where}: English in ${visit.locale}`).not.toMatch(english)
  }
}

test.describe('product names', () => {
  // An order's delivery dates or PDF the services do not have answer 404, as on the order details (order-details.spec.ts).
  test.use({ expectedConsoleErrors: /status of 404/ })
  for (const visit of visits) {
    test(`are the catalogue's, or read in the locale, on every screen that shows a product: ${visit.brand} in ${visit.locale}`, async ({
      page,
      openApp,
    }) => {
      const t = messagesOf(visit.locale)
      const product = t['savedProjects.product']!
      const open = (path: string) =>
        openApp({ brand: visit.brand, locale: visit.locale, persona: 'consumer', path })

      // The overview's card: the project changed last (a PhotobookA4Landscape, mocks/db/collections/orders.ts).
      await open('/')
      const latest = page.getByRole('region', { name: t['savedProjects.latest.title'] })
      await expect(latest).toBeVisible()
      await catalogueNamesShown(page)
      const meta = await latest.locator('p').nth(1).textContent()
      expect(meta).toContain(`${visit.a4Landscape},`)
      expectReadable([meta!.split(',')[0]!], visit, 'overview card')
      // The overview's orders in progress, when there are any, name their products too.
      const homeOrders = page.getByRole('list', { name: t['orders.home.title'] })
      if (await homeOrders.count()) {
        await catalogueNamesShown(page)
        expectReadable(
          await homeOrders.locator('.order-item__product-name').allTextContents(),
          visit,
          'overview orders',
        )
      }

      // Saved projects: the same product by the same name.
      await open('/saved-projects')
      const projectNames = await productDefinitions(page, product)
      expectReadable(projectNames, visit, 'saved projects')
      expect(projectNames).toContain(visit.a4Landscape)

      // Online products, the list and a share page.
      await open('/online-products')
      expectReadable(await productDefinitions(page, t['onlineProducts.product']!), visit, 'online products')
      await page.getByRole('link', { name: t['onlineProducts.share'] }).first().click()
      // The list's own product terms stay visible until the share page replaces them (the address changes first, as
      // the navigation starts): read them once the share page is there.
      await expect(page).toHaveURL(/\/online-products\/[^/?]+(\?|$)/)
      await expect(page.getByRole('heading', { name: t['widgetShare.share.title'] })).toBeVisible()
      expectReadable(await productDefinitions(page, t['onlineProducts.product']!), visit, 'share page')

      // My orders: each product's name beside its title, and the order's details.
      await open('/orders')
      const orderItems = page.locator('main .order-item__product-name')
      await expect(orderItems.first()).toBeVisible()
      await catalogueNamesShown(page)
      expectReadable(await orderItems.allTextContents(), visit, 'orders')
      await page.getByRole('link', { name: t['orders.order.view'] }).first().click()
      expectReadable(await productDefinitions(page, t['orders.details.product']!), visit, 'order details')
    })
  }
})
