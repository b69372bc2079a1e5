import { expect, tab, test } from './fixtures'

test.describe('My photos', () => {
  test('every call the screen makes matches its document', async ({ page, openApp, contractCalls }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await expect.poll(() => contractCalls.checked).toContain('photos.getAccountCounts')
  })

  test('the tabs switch between Photos and Albums and keep the query string', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { stripped: 'true' } })
    await tab(page, 'Albums').click()
    await expect(page).toHaveURL(/\/my-photos\/albums\?stripped=true/)
    await expect(tab(page, 'Albums')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
  })

  test('/my-photos opens the Photos tab', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos' })
    await expect(page).toHaveURL(/\/my-photos\/photos/)
    await expect(tab(page, 'Photos')).toHaveAttribute('aria-current', 'page')
  })

  test.describe('when the counts fail', () => {
    test.use({
      expectedConsoleErrors: /status of 500|Request failed: GET \/photos\/users\/counts \(status 500\)/,
    })

    test('shows "-" for both counts and no photos error while the photos load', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:account-counts'] })
      await expect(tab(page, 'Photos')).toHaveText('Photos-')
      await expect(tab(page, 'Albums')).toHaveText('Albums-')
      // The photos themselves load: the photos error belongs to them, not to the counts.
      const timeline = page.getByRole('region', { name: 'Your photos by month' })
      await expect(timeline.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
      await expect(page.getByText('Error: Your photos could not be loaded')).toHaveCount(0)
      await expect(page.getByRole('alert')).toHaveCount(0)
    })
  })

  test('the guard sends a consumer away from b2b routes, and lets a business customer in', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/invoices' })
    await expect(page).toHaveURL(/\.localhost:\d+\/$/)
    // The overview shows its tiles once its orders and saved projects have answered: a persona switched while they
    // were on their way met a 403 for the consumer's projects (a flaky failure by console error).
    await expect(page.getByRole('main').getByRole('link', { name: 'My orders' })).toBeVisible()
    await openApp({ persona: 'b2b-default', path: '/invoices' })
    await expect(page).toHaveURL(/\/invoices(\?.*)?$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  })

  test('the guard sends the user to / when a route’s flag is off', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { TimelineViewEnabled: 'false' } })
    await expect(page).toHaveURL(/\.localhost:\d+\/(\?.*)?$/)
  })
})
