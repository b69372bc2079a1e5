import { expect, test } from './fixtures'

const openControl = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Feature flags' })

test.describe('the feature-flag developer control', () => {
  test('is not there without its flag', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/orders' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(openControl(page)).toHaveCount(0)
  })

  test('lists the flags (set in either name form) and applies them through the query string', async ({
    page,
    openApp,
  }) => {
    await openApp({
      persona: 'consumer',
      path: '/orders',
      query: { FeatureFlagControl: 'true', PhotoManagementTimelineViewEnabled: 'false' },
    })
    await openControl(page).click()
    const dialog = page.getByRole('dialog', { name: 'Feature flags' })
    await expect(dialog.getByRole('checkbox')).toHaveCount(11)
    await expect(dialog.getByRole('checkbox', { name: 'PhotoManagementFeatureFlagControl' })).toBeChecked()
    const timeline = dialog.getByRole('checkbox', { name: 'TimelineViewEnabled' })
    await expect(timeline).not.toBeChecked()
    await expect(
      page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My photos' }),
    ).toHaveCount(0)

    await timeline.check()
    await dialog.getByRole('button', { name: 'Apply and reload' }).click()
    await expect(page).toHaveURL(/[?&]TimelineViewEnabled=true/)
    await expect(page).not.toHaveURL(/PhotoManagementTimelineViewEnabled/)
    await expect(
      page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My photos' }),
    ).toBeVisible()
    await openControl(page).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Feature flags' })
        .getByRole('checkbox', { name: 'TimelineViewEnabled' }),
    ).toBeChecked()
  })

  test('cancel changes nothing', async ({ page, openApp }) => {
    await openApp({
      persona: 'consumer',
      path: '/orders',
      query: { PhotoManagementFeatureFlagControl: 'true' },
    })
    await openControl(page).click()
    const dialog = page.getByRole('dialog', { name: 'Feature flags' })
    await dialog.getByRole('checkbox', { name: 'OrderPrintsEnabled' }).uncheck()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).not.toHaveURL(/OrderPrintsEnabled/)
  })
})
