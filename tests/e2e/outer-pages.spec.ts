import { expect, test } from './fixtures'

test.describe('pages outside the shell', () => {
  test('account deleted: the farewell page with Create an account and View products, without signing in', async ({
    page,
    openApp,
  }) => {
    await openApp({ path: '/account-deleted' })
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Create an account' }).getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/www\.printbloom\.co\.uk\//,
    )
    await expect(page.getByRole('region', { name: 'View products' }).getByRole('link')).toHaveAttribute(
      'href',
      /^https:\/\/www\.printbloom\.co\.uk\//,
    )
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toHaveCount(0)
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).not.toContain('auth_access_token')
  })

  test('change e-mail success says so and leads to sign-in', async ({ page, openApp }) => {
    await openApp({ path: '/change-email-success' })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your email address has been changed' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/')
  })

  test('the account deletion error page: Try again leads to settings, and customer care is a link', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/delete-account-error' })
    await expect(
      page.getByRole('heading', { level: 1, name: "Your account couldn't be deleted" }),
    ).toBeVisible()
    await expect(
      page.getByText('Something went wrong with the account deletion. Could you please try again?'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/settings')
    await expect(page.getByRole('link', { name: 'Contact customer care' })).toHaveAttribute(
      'href',
      /\/contact$/,
    )
  })

  test('the e-mail change error page, in the customer’s language (fr-FR)', async ({ page, openApp }) => {
    await openApp({ brand: 'lumiere-fr', persona: 'consumer', path: '/change-email-error' })
    await expect(
      page.getByRole('heading', { level: 1, name: 'Votre adresse e-mail n’a pas été modifiée' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible()
  })
})

test.describe('the overview', () => {
  test('greets the customer and offers a tile per part of the account', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/' })
    await expect(page.getByRole('heading', { level: 1, name: /^Hello \S+/ })).toBeVisible()
    const tiles = page.getByRole('main').getByRole('link')
    await expect(tiles.filter({ hasText: 'My orders' })).toHaveAttribute('href', '/orders')
    await expect(tiles.filter({ hasText: 'My photos' })).toHaveAttribute('href', '/my-photos')
    await expect(tiles.filter({ hasText: 'Sign out' })).toHaveCount(0)
    await expect(
      page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page')
  })
})
