import type { Page } from '@playwright/test'
import { builtFileOf } from '../support/e2e-build'
import { axeViolations } from './axe'
import { expect, test } from './fixtures'

/**
 * A page whose code cannot be loaded (a release replaced its files, the network dropped) or throws while it renders
 * shows the spec's default message in the brand and locale, inside its area, never React Router's developer screen.
 * The page's own file is made to fail in the browser; what surrounds it still works.
 */
async function failPageFile(page: Page, module: string) {
  const file = builtFileOf(Number(process.env.E2E_PORT), `src/app/${module}`)
  await page.context().route(
    (url) => url.pathname === `/${file}`,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'throw new Error("the page failed")',
      }),
  )
}

const areas = [
  {
    area: 'the shell',
    path: '/downloads',
    module: 'features/downloads/downloads-page.tsx',
    persona: 'consumer',
    menu: true,
  },
  {
    area: 'the full-screen area',
    path: '/my-photos/photos/preview/any',
    module: 'features/photo-library/preview/photo-preview-page.tsx',
    persona: 'consumer',
    menu: false,
  },
  {
    area: 'the outer pages',
    path: '/account-deleted',
    module: 'features/outer-pages/account-deleted-page.tsx',
    persona: 'consumer',
    menu: false,
  },
] as const

test.describe('error boundaries', () => {
  test.use({
    expectedConsoleErrors: /A page failed to load or render|the page failed|Failed to fetch dynamically/,
  })

  for (const { area, path, module, menu, ...state } of areas) {
    test(`a page of ${area} that fails shows the default message with a way back`, async ({
      page,
      openApp,
    }) => {
      await failPageFile(page, module)
      await openApp({ path, ...state })
      await expect(page.getByRole('alert')).toHaveText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
      await expect(page.getByText(/Unexpected Application Error|Hey developer/)).toHaveCount(0)
      if (menu) await expect(page.getByRole('navigation').first()).toBeVisible()
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/error-${module.split('/').pop()}.png` })
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
      await page.context().unrouteAll()
      await page.getByRole('link', { name: 'Go to My photos' }).click()
      await expect(page).toHaveURL(/\/my-photos\/photos/)
    })
  }

  test('the message reads in the brand’s locale and has no accessibility violation', async ({
    page,
    openApp,
  }) => {
    await failPageFile(page, 'features/downloads/downloads-page.tsx')
    await openApp({ path: '/downloads', persona: 'consumer', brand: 'bildwerk-de' })
    const alert = page.getByRole('alert')
    await expect(alert).not.toBeEmpty()
    await expect(alert).not.toHaveText(/unexpected error/)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/error-de-${width}.png` })
      expect(await axeViolations(page)).toEqual([])
    }
  })
})
