import { ownFileTimeLimitMs } from '../../src/app/api/time-limits'
import { builtFileOf } from '../support/e2e-build'
import { expect, test } from './fixtures'

test.describe('start-up', () => {
  test.use({ expectedConsoleErrors: /status of 503|Configuration failed to load/ })

  test('when config.json fails, the app reports it and shows an error page with Try again', async ({
    page,
    openApp,
  }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await openApp({ persona: 'consumer' })
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(
      'An unexpected error has occurred, please contact us if you continue to have problems.',
    )
    await page.unroute('**/config.json')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
  })

  test('when config.json never answers, the app gives up at its time limit and offers Try again', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    // Held, never answered: before the limit the app waited for it for ever.
    await page.route('**/config.json', () => undefined)
    const asked = page.waitForRequest('**/config.json')
    await openApp({ persona: 'consumer' })
    await asked
    await page.clock.fastForward(ownFileTimeLimitMs)
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await page.unroute('**/config.json')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
  })

  test('the error page is in the brand’s language', async ({ page, openApp }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await openApp({ brand: 'scattomio-it' })
    await expect(page.getByRole('heading', { name: 'Si è verificato un problema' })).toBeVisible()
  })

  test('when the first page’s code comes after the rest, the page says it is loading, then shows itself', async ({
    page,
    openApp,
  }) => {
    const file = builtFileOf(Number(process.env.E2E_PORT), 'src/app/features/downloads/downloads-page.tsx')
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(
      (url) => url.pathname === `/${file}`,
      async (route) => {
        await released
        await route.continue()
      },
    )
    await openApp({ path: '/downloads', persona: 'consumer' })
    await expect(page.getByRole('status')).toHaveText('Loading…')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    release()
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible()
    await expect(page.getByText('Loading…')).toHaveCount(0)
  })
})
