import { axeViolations } from './axe'
import { expect, test } from './fixtures'

test.describe('a browser that blocks site data', () => {
  test('local storage access throwing: the cookie page, in the brand’s locale, instead of the app', async ({
    page,
    openApp,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await openApp({ brand: 'fotofabriek-nl', persona: 'consumer' })
    await expect(page.getByRole('heading', { level: 1, name: 'Schakel cookies in' })).toBeVisible()
    await expect(page.getByText(/Je browser blokkeert sitegegevens en cookies/)).toBeVisible()
    await expect(page.getByRole('navigation', { name: /./ })).toHaveCount(0)
    expect(page.url()).not.toContain('/__mock-idp')
  })

  test('local storage that cannot be written: the cookie page too, without axe violations at 1280 and 375 px', async ({
    page,
    openApp,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await openApp({ persona: 'consumer' })
    await expect(page.getByRole('heading', { level: 1, name: 'Please enable cookies' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 740 })
    expect(await axeViolations(page)).toEqual([])
  })
})
