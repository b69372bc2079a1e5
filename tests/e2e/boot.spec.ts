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

  test('the error page is in the brand’s language', async ({ page, openApp }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await openApp({ brand: 'scattomio-it' })
    await expect(page.getByRole('heading', { name: 'Si è verificato un problema' })).toBeVisible()
  })
})
