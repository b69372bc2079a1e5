// Decision 0058: offline, reads and writes wait for the network and the page says so; a write waits a minute at
// most; a page whose files could not come opens by itself when the network is back.
import type { Page, Request } from '@playwright/test'
import { offlineWriteWaitMs } from '../../src/app/api/time-limits'
import { textbox } from '../support/form-locators'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

const offlineNotice = (page: Page) =>
  page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status')
    .filter({ hasText: "You're offline. We'll carry on loading and saving as soon as you're back online." })

const isDetailsSave = (request: Request) =>
  request.method() === 'PUT' && /\/customers\/me$/.test(request.url())

/** Changes the last name, takes the network away and presses Save: the saves sent from then on. */
async function saveOffline(page: Page): Promise<Request[]> {
  await textbox(page, 'Last name').fill('Morgan-Smith')
  const saves: Request[] = []
  page.on('request', (request) => {
    if (isDetailsSave(request)) saves.push(request)
  })
  await page.waitForLoadState('networkidle') // no read cut off by the network's going (those are logged)
  await page.context().setOffline(true)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(offlineNotice(page)).toBeVisible()
  return saves
}

// What the browser itself says of requests that cannot go while it is offline (telemetry, a page's files).
test.use({
  expectedConsoleErrors:
    /ERR_INTERNET_DISCONNECTED|Failed to fetch|failed to load|dynamically imported module/i,
})

test.describe('offline', () => {
  test('a save waits for the network, says why, and is sent once when the network is back', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/settings/personal-details' })
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan')
    const saves = await saveOffline(page)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    expect(saves).toHaveLength(0)
    const sent = page.waitForRequest(isDetailsSave)
    await page.context().setOffline(false)
    expect((await sent).postDataJSON()).toMatchObject({ lastName: 'Morgan-Smith' })
    await expect(
      page.getByRole('status').filter({ hasText: 'Your personal details have been saved.' }),
    ).toBeVisible()
    await expect(offlineNotice(page)).toBeHidden()
    expect(saves).toHaveLength(1)
  })

  test('a save offline for a minute gives up, says the browser is offline, and keeps what was typed', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer', path: '/settings/personal-details' })
    const saves = await saveOffline(page)
    await page.clock.runFor(offlineWriteWaitMs)
    await expect(
      page.getByRole('alert').filter({ hasText: "You're offline, so this could not be done." }),
    ).toBeVisible()
    await expect(textbox(page, 'Last name')).toHaveValue('Morgan-Smith')
    expect(saves).toHaveLength(0)
    // Back online the failure goes (nothing was sent), and Save sends what was typed.
    await page.context().setOffline(false)
    await expect(page.getByRole('alert').filter({ hasText: "You're offline" })).toHaveCount(0)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your personal details have been saved.' }),
    ).toBeVisible()
    expect(saves).toHaveLength(1)
  })

  test('a page that cannot load offline says so, and opens by itself when the network is back', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/photos' })
    const orders = page
      .getByRole('navigation', { name: /./ })
      .getByRole('link', { name: 'My orders' })
      .first()
    await expect(orders).toBeVisible()
    // The page's own later parts (the menu, the timeline's tools) have come; My orders' files have not.
    await page.waitForLoadState('networkidle')
    await page.context().setOffline(true)
    await orders.click()
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText("This page will open as soon as you're back online.")
    await expect(page).toHaveTitle(/You're offline/)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await page.context().setOffline(false)
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  })
})
