import { axeViolations } from './axe'
import { expect, tab, test } from './fixtures'

test.describe('accessibility', () => {
  test('My photos has no axe violations, on a large and a small screen', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 740 })
    expect(await axeViolations(page)).toEqual([])
  })

  test('the keyboard reaches the skip link first, and it moves focus to the page', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
    // The page's first control comes next: the storage status, under the title. It loads after the first thumbnails
    // (docs/requirements/budgets.md#budgets-first-thumbnails), so on a busy machine it may not be there yet: wait for
    // it, then Tab.
    const storageStatus = page.getByRole('button', { name: /^Photos kept until / })
    await expect(storageStatus).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(storageStatus).toBeFocused()
  })

  test.describe('boot error', () => {
    test.use({ expectedConsoleErrors: /status of 503|Configuration failed to load/ })

    test('the boot error page has no axe violations', async ({ page, openApp }) => {
      await page.route('**/config.json', (route) => route.fulfill({ status: 503 }))
      await openApp()
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
})
