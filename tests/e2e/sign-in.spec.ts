import { expect, tab, test } from './fixtures'

test.describe('sign-in', () => {
  test('a visitor signs in by picking a persona and sees My photos with the counts', async ({
    page,
    openApp,
  }) => {
    await openApp({ path: '/my-photos/photos' })
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await page.getByRole('button', { name: /Consumer/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await expect(tab(page, 'Albums')).toHaveText('Albums4')
    await expect(page).toHaveURL(/\/my-photos\/photos$/)
    const cookies = Object.fromEntries(
      (await page.context().cookies()).map((cookie) => [cookie.name, cookie]),
    )
    expect(cookies.auth_access_token?.value).toMatch(/^ey/)
    expect(cookies.auth_refresh_token?.value).toMatch(/^ey/)
    expect(cookies.auth_access_token?.sameSite).toBe('Lax')
  })

  test('returns to the page that was asked for', async ({ page, openApp }) => {
    await openApp({ path: '/my-photos/albums', query: { stripped: 'true' } })
    await page.getByRole('button', { name: /New customer/ }).click()
    await expect(page).toHaveURL(/\/my-photos\/albums\?stripped=true$/)
    await expect(tab(page, 'Albums')).toHaveAttribute('aria-current', 'page')
    await expect(tab(page, 'Photos')).toHaveText('Photos0')
  })

  test('a link naming a persona signs in without the sign-in page', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default' })
    await expect(tab(page, 'Photos')).toHaveText('Photos12')
  })

  test('signing out removes both cookies and signs out at the identity provider', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await page.getByRole('link', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).not.toContain('auth_access_token')
    expect(names).not.toContain('auth_refresh_token')
  })
})
