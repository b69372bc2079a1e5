import type { Page } from '@playwright/test'
import { scaledMs } from '../support/machine-factor'
import { appUrl, expect, test } from './fixtures'
import { recordShiftsAfterHeading } from './layout-shifts'

const menu = (page: Page, name = 'Account menu') => page.getByRole('navigation', { name })
const menuLabels = (page: Page) => menu(page).getByRole('link').allInnerTexts()

test.describe('the shell on a large screen', () => {
  test('a consumer’s menu: their items, the photos item current, no b2b items', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await expect(menu(page).getByRole('link', { name: 'My photos' })).toHaveAttribute('aria-current', 'page')
    expect(await menuLabels(page)).toEqual([
      'Overview',
      'My orders',
      'Settings',
      'Saved projects',
      'My photos',
      'Online products',
      'FAQs',
      'Sign out',
    ])
    await expect(menu(page).getByRole('link', { name: 'FAQs' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.printbloom\.co\.uk\//,
    )
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
    await expect(
      page.getByRole('navigation', { name: 'Store links' }).getByRole('link', { name: 'Contact us' }),
    ).toBeVisible()
  })

  test('a business customer’s menu has invoices and FTP instructions, their own settings, no online products', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default' })
    await expect(menu(page).getByRole('link', { name: 'Invoices' })).toBeVisible()
    expect(await menuLabels(page)).toEqual([
      'Overview',
      'My orders',
      'Invoices',
      'FTP instructions',
      'Settings',
      'Saved projects',
      'My photos',
      'FAQs',
      'Sign out',
    ])
    await expect(menu(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/b2b')
  })

  test('without the timeline flag there is no photos item', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/downloads', query: { TimelineViewEnabled: 'false' } })
    await expect(menu(page).getByRole('link', { name: 'My orders' })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'My photos' })).toHaveCount(0)
  })

  test('the menu keeps the stripped flag and leads to the page', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/downloads', query: { stripped: 'true' } })
    await menu(page).getByRole('link', { name: 'My photos' }).click()
    await expect(page).toHaveURL(/\/my-photos\/photos\?(.*&)?stripped=true/)
  })

  test('from another page to My photos by keyboard, the menu stays as it is and keeps the focus while the photos load', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/orders', scenarios: ['latency:thumbnails-slow'] })
    const photosItem = menu(page).getByRole('link', { name: 'My photos' })
    await expect(photosItem).toBeVisible()
    // Counts the times the menu turns into its loading placeholder (busy, its links gone) from here on.
    await page.evaluate(() => {
      const counted = window as unknown as { menuBusy: number }
      counted.menuBusy = 0
      new MutationObserver(() => {
        if (document.querySelector('nav[aria-busy="true"]')) counted.menuBusy++
      }).observe(document.body, { childList: true, subtree: true, attributes: true })
    })
    await photosItem.focus()
    await page.keyboard.press('Enter')
    await expect(photosItem).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.timeline img').first()).toHaveJSProperty('complete', true)
    await expect(photosItem).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { menuBusy: number }).menuBusy)).toBe(0)
  })

  test('hideHeaderNav leaves the menu out', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { hideHeaderNav: 'true' } })
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    await expect(menu(page)).toHaveCount(0)
  })

  test('speaks the customer’s language (de-AT)', async ({ page, openApp }) => {
    await openApp({ brand: 'bildwerk-at', persona: 'consumer' })
    await expect(menu(page, 'Kontomenü').getByRole('link', { name: 'Meine Bestellungen' })).toBeVisible()
    await expect(menu(page, 'Kontomenü').getByRole('link', { name: 'Meine Fotos' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test.describe('when the storefront configuration fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('the built-in menu is shown', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:public-config'] })
      await expect(menu(page).getByRole('link', { name: 'My orders' })).toBeVisible()
      await expect(menu(page).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', /printbloom/)
    })
  })
})

test.describe('business customers’ status banners', () => {
  // Issue 43: the banner did not say what was missing; it led to the settings, and from there the field was not focused.
  test('Default names what is missing and leads to that field, focused, on the personal details', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default' })
    const banner = page.getByRole('status').filter({ hasText: 'Please complete the additional details' })
    await expect(banner).toBeVisible()
    // The persona has given all but its Chamber of Commerce number.
    await expect(banner.getByText(/^Still missing:/)).toHaveText(
      'Still missing: your Chamber of Commerce number',
    )
    const link = banner.getByRole('link', { name: 'your Chamber of Commerce number' })
    await expect(link).toHaveAttribute('href', '/settings/personal-details#chamberOfCommerceNumber')
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'Chamber of Commerce number', exact: true })
    await expect(field).toBeFocused()
    // The field says what the banner says: needed for the business account, not 'Optional'.
    await expect(field).toHaveAccessibleDescription('Needed to complete your business account.')
  })

  test('without a phone number the banner asks for it too, and the phone field is not optional', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path: '/settings/personal-details' })
    const optionalPhone = page.getByRole('textbox', { name: 'Phone number (optional)' })
    await optionalPhone.fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your personal details have been saved.' }),
    ).toBeVisible()
    const banner = page.getByRole('status').filter({ hasText: 'Please complete the additional details' })
    // One sentence in the locale's list, each detail in its in-sentence words (issue 43).
    await expect(banner.getByText(/^Still missing:/)).toHaveText(
      'Still missing: your Chamber of Commerce number and a phone number',
    )
    const phone = page.getByRole('textbox', { name: 'Phone number', exact: true })
    await expect(phone).toHaveAccessibleDescription(
      'Needed to complete your business account. For a number from another country, start with its code, for example +31.',
    )
    await page.getByRole('button', { name: 'Save' }).focus()
    await banner.getByRole('link', { name: 'a phone number' }).click()
    await expect(page).toHaveURL(/\/settings\/personal-details#phoneNumber$/)
    await expect(phone).toBeFocused()
  })

  test('the settings list what is missing too, each leading to its field, focused', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-default', path: '/settings/b2b' })
    const missing = page.getByRole('region', { name: 'To complete your business account, add:' })
    await expect(missing.getByRole('listitem')).toHaveText(['Your Chamber of Commerce number'])
    await missing.getByRole('link', { name: 'Your Chamber of Commerce number' }).click()
    await expect(page).toHaveURL(/\/settings\/personal-details#chamberOfCommerceNumber$/)
    await expect(page.getByRole('textbox', { name: 'Chamber of Commerce number', exact: true })).toBeFocused()
  })

  // Issue 43: the place was sized for one missing detail; with two the sentence took another line on a phone, and
  // the page under it moved when the banner came.
  test('with two details missing, the next visit keeps their sentence’s place from its first paint: nothing moves at 375 px', async ({
    page,
    openApp,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openApp({ persona: 'b2b-default', path: '/settings/personal-details' })
    await page.getByRole('textbox', { name: 'Phone number (optional)' }).fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    const banner = page.getByRole('status').filter({ hasText: 'Please complete the additional details' })
    const twoMissing = 'Still missing: your Chamber of Commerce number and a phone number'
    await expect(banner.getByText(/^Still missing:/)).toHaveText(twoMissing)

    const shifts = await recordShiftsAfterHeading(page)
    await page.goto(appUrl({ path: '/invoices' }))
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
    await expect(banner.getByText(/^Still missing:/)).toHaveText(twoMissing)
    expect(await shifts()).toBe(0)
  })

  test('a banner is not printed', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default', path: '/invoices' })
    const banner = page.getByRole('status').filter({ hasText: 'Please complete the additional details' })
    await expect(banner).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(banner).toBeHidden()
    await expect(page.locator('.status-banner-slot')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  })

  test('New shows Pending account validation', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-new' })
    await expect(page.getByRole('status').filter({ hasText: 'Pending account validation' })).toBeVisible()
  })

  test('Blocked shows the error banner with the customer care link', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-blocked' })
    const banner = page.getByRole('alert').filter({ hasText: 'Your account has been blocked' })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.printbloom\.co\.uk\/contact$/,
    )
  })

  test('a consumer sees no banner', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await expect(menu(page)).toBeVisible()
    await expect(page.locator('.status-banner')).toHaveCount(0)
  })
})

test.describe('a deleted account', () => {
  test.use({ expectedConsoleErrors: /status of 404|Request failed/ })

  test('is sent to logout', async ({ page, openApp }) => {
    await openApp({ persona: 'account-deleted' })
    // Logout, the identity provider's sign-out, then its sign-in page: a chain of full page loads.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: scaledMs(20_000) })
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).not.toContain('auth_access_token')
  })
})

test.describe('the shell on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens from its button, without the overview item; Sign out is a header button', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu(page)).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page).getByRole('link', { name: 'My orders' })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Overview' })).toBeHidden()
    await menu(page).getByRole('link', { name: 'My photos' }).click()
    await expect(menu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  })

  test('a business customer’s menu has their items without the overview, and the b2b banner shows', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'b2b-new' })
    await expect(page.getByRole('status').filter({ hasText: 'Pending account validation' })).toBeVisible()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu(page).getByRole('link', { name: 'FTP instructions' })).toBeVisible()
    expect(await menu(page).getByRole('link').filter({ visible: true }).allInnerTexts()).toEqual([
      'My orders',
      'Invoices',
      'FTP instructions',
      'Settings',
      'Saved projects',
      'My photos',
      'FAQs',
    ])
  })
})

test.describe('the shell on a medium screen', () => {
  test.use({ viewport: { width: 800, height: 900 } })

  test('the menu is a panel behind the Menu button, with the overview and Sign out in it; Escape closes it', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(menu(page)).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu(page).getByRole('link', { name: 'Overview' })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Sign out' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
  })

  test('while the panel is open the page under it is inert: Tab leaves the panel for the header, not the page; a tap beside it closes it', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/orders' })
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('main')).toHaveAttribute('inert')
    await menu(page).getByRole('link', { name: 'Sign out' }).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('main, footer') ?? null)).toBeNull()
    await page.mouse.click(400, 850)
    await expect(menu(page)).toBeHidden()
    await expect(page.getByRole('main')).not.toHaveAttribute('inert')
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible()
  })
})
