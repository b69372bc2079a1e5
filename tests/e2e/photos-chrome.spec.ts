import { expect, test } from './fixtures'

test.describe('My photos screen', () => {
  test('the welcome banner shows more and less, with the FAQ link', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    const banner = page.getByRole('region', { name: 'Welcome to a new way to manage your photos' })
    await expect(banner).toBeVisible()
    const faq = banner.getByRole('link', { name: 'Read the frequently asked questions' })
    await expect(faq).toBeHidden()
    await banner.getByRole('button', { name: 'Show more' }).click()
    await expect(faq).toBeVisible()
    await expect(banner).toContainText('gather them in albums')
    await banner.getByRole('button', { name: 'Show less' }).click()
    await expect(faq).toBeHidden()
  })

  test('without the album view the banner does not mention albums', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { AlbumViewEnabled: 'false' } })
    const banner = page.getByRole('region', { name: 'Welcome to a new way to manage your photos' })
    await banner.getByRole('button', { name: 'Show more' }).click()
    await expect(banner).not.toContainText('albums')
  })

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('a back link leads home, and is not there when the page is stripped', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer' })
      await expect(page.getByRole('link', { name: 'My account' })).toBeVisible()
      await openApp({ persona: 'consumer', query: { Stripped: 'true' } })
      await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'My account' })).toBeHidden()
    })
  })
})
