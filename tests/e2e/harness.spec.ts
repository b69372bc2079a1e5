import { expect, tab, test } from './fixtures'

test.describe('QA harness', () => {
  test('its link reproduces the state in a fresh browser', async ({ page, openApp, browser }) => {
    await openApp({ brand: 'nordprint-dk', persona: 'b2b-default', locale: 'sv-SE' })
    await expect(page.getByRole('heading', { level: 1, name: 'Mina bilder' })).toBeVisible()
    await page.getByRole('button', { name: 'QA harness' }).click()
    const link = await page.getByRole('complementary', { name: 'QA harness' }).locator('output').textContent()
    expect(link).toContain('nordprint-dk.localhost')

    const fresh = await browser.newPage()
    await fresh.goto(link!)
    await expect(fresh.getByRole('heading', { level: 1, name: 'Mina bilder' })).toBeVisible()
    await expect(tab(fresh, 'Bilder')).toHaveText('Bilder12')
    await fresh.close()
  })

  test('its e-mail links open the confirmation an e-mail would hold, for the signed-in persona', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await page.getByRole('button', { name: 'QA harness' }).click()
    const flows = page.getByRole('group', { name: 'E-mail flows' })
    await expect(flows.getByRole('link')).toHaveCount(6)
    await flows.getByRole('link', { name: 'E-mail: confirm the account deletion' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible()
  })

  test('switching persona signs in again as that persona', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await page.getByRole('button', { name: 'QA harness' }).click()
    await page.getByRole('combobox', { name: 'Persona' }).selectOption('new-customer')
    await expect(tab(page, 'Photos')).toHaveText('Photos0')
  })

  test('the mock clock moves forward by the chosen step, stays moved after a reload, and goes back to now', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const harness = page.getByRole('complementary', { name: 'QA harness' })
    const mockTime = async () => {
      await harness.getByRole('button', { name: 'QA harness' }).click()
      const text = (await harness.getByText(/^Mock time: /).textContent())!.replace('Mock time: ', '')
      const [day, month, year, hour, minute] = text.split(/[/, :]+/).map(Number)
      return Date.UTC(year!, month! - 1, day!, hour!, minute!)
    }
    const now = await mockTime()
    await harness.getByRole('button', { name: '+2 days' }).click()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const later = await mockTime()
    // The harness shows local wall-clock time: across a daylight-saving change 48 hours read as 47 or 49.
    const dstShift = await page.evaluate(
      ([from, to]) => (new Date(from!).getTimezoneOffset() - new Date(to!).getTimezoneOffset()) * 60_000,
      [Date.now(), Date.now() + 48 * 3_600_000],
    )
    expect(later - now).toBeGreaterThanOrEqual(48 * 3_600_000 + dstShift - 120_000)
    expect(later - now).toBeLessThan(48 * 3_600_000 + dstShift + 600_000)
    await harness.getByRole('button', { name: 'Back to now' }).click()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    expect(Math.abs((await mockTime()) - now)).toBeLessThan(600_000)
  })

  test('Reset data puts back the data as seeded, after a change kept across reloads', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/settings/addresses/all' })
    const addresses = page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem')
    await expect(addresses).toHaveCount(3)
    await addresses.filter({ hasText: 'Deansgate' }).getByRole('button', { name: 'Delete' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete address' })
      .click()
    await expect(addresses).toHaveCount(2)
    await page.reload()
    await expect(addresses).toHaveCount(2)

    await page.getByRole('button', { name: 'QA harness' }).click()
    await page.getByRole('button', { name: 'Reset data' }).click()
    // Reset data signs the persona out too.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await page.getByRole('button', { name: /^Consumer/ }).click()
    await expect(addresses).toHaveCount(3)
    await expect(addresses.filter({ hasText: 'Deansgate' })).toHaveCount(1)
  })

  test('exclusive scenarios are radio buttons, the search finds them, and the link carries them and the clock', async ({
    page,
    openApp,
    browser,
  }) => {
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const harness = page.getByRole('complementary', { name: 'QA harness' })
    const search = harness.getByRole('searchbox', { name: 'Search scenarios and faults' })
    const period = harness.getByRole('group', { name: 'Storage period: one at a time' })
    const openHarness = () => harness.getByRole('button', { name: 'QA harness' }).click()

    await openHarness()
    await search.fill('no such scenario')
    await expect(harness.getByText(/^No scenario or fault matches/)).toHaveText(
      'No scenario or fault matches “no such scenario”.',
    )
    await search.fill('storage period')
    await expect(harness.getByRole('checkbox', { name: /Account counts/ })).toHaveCount(0)
    await expect(period.getByRole('radio', { name: 'None' })).toBeChecked()
    await period.getByRole('radio', { name: /^Storage period: safe/ }).click()
    await page.waitForURL(/mock-scenario=storage%3Asafe/)

    await openHarness()
    await search.fill('storage')
    await period.getByRole('radio', { name: /^Storage period: warning/ }).click()
    await page.waitForURL(/mock-scenario=storage%3Awarning/)
    await expect(page.getByRole('button', { name: /^Photos will be deleted on / })).toBeVisible()
    await harness.getByRole('button', { name: 'QA harness' }).click()
    await harness.getByRole('button', { name: '+8 days' }).click()
    await page.waitForURL(/mock-clock=8d/)

    await openHarness()
    await expect(harness.getByRole('radio', { name: /^Storage period: warning/ })).toBeChecked()
    await expect(harness.getByRole('radio', { name: /^Storage period: safe/ })).not.toBeChecked()
    const mockTime = harness.getByText(/^Mock time: /)
    await expect(mockTime).toContainText('(real time + 8d)')
    const link = (await harness.locator('output').textContent())!
    expect(new URL(link).searchParams.get('mock-scenario')).toBe('storage:warning')
    expect(new URL(link).searchParams.get('mock-clock')).toBe('8d')

    // A fresh browser (its own local storage) opened on the link: the same scenario and the same mock date.
    const fresh = await browser.newPage()
    await fresh.goto(link)
    await expect(fresh.getByRole('button', { name: /^Photos will be deleted on / })).toBeVisible()
    const freshHarness = fresh.getByRole('complementary', { name: 'QA harness' })
    await freshHarness.getByRole('button', { name: 'QA harness' }).click()
    await expect(freshHarness.getByRole('radio', { name: /^Storage period: warning/ })).toBeChecked()
    // The same mock time, give or take the seconds between the two loads (minutes on a loaded machine).
    const timeOf = async (text: Promise<string | null>) => {
      const [day, month, year, hour, minute] = (await text)!
        .replace('Mock time: ', '')
        .split(/[/, :]+/)
        .map(Number)
      return Date.UTC(year!, month! - 1, day!, hour!, minute!)
    }
    const shift =
      (await timeOf(freshHarness.getByText(/^Mock time: /).textContent())) -
      (await timeOf(mockTime.textContent()))
    expect(shift).toBeGreaterThanOrEqual(0)
    expect(shift).toBeLessThan(600_000)
    await expect(freshHarness.getByText(/^Mock time: /)).toContainText('(real time + 8d)')
    await fresh.close()
  })

  test('its exports and archives open their page, signed in as their owner', async ({ page, openApp }) => {
    await openApp({ persona: 'b2b-default' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const harness = page.getByRole('complementary', { name: 'QA harness' })
    await harness.getByRole('button', { name: 'QA harness' }).click()
    const data = harness.getByRole('group', { name: 'Exports and archives' })
    await data.getByText(/^Archives/).click()
    await expect(data.getByRole('link', { name: /^consumer: / })).toHaveCount(2)
    await expect(data.getByRole('link', { name: /^participant: / })).toHaveAttribute(
      'href',
      /\/downloads\?.*mock-persona=participant/,
    )
    await data.getByText(/^Exports \(/).click()
    const expired = data.getByRole('link', { name: /^export:expired: EXPIRED, / })
    await expect(expired).toHaveAttribute(
      'href',
      /\/my-photos\/exports\/e0000000-0000-4000-8000-000000000005\?.*mock-scenario=export%3Aexpired/,
    )
    await data.getByRole('link', { name: /^consumer: READY, / }).click()
    await expect(page.getByRole('region', { name: 'Your export is ready to download' })).toBeVisible()
    expect(new URL(page.url()).pathname).toMatch(/^\/my-photos\/exports\/[0-9a-f-]{36}$/)
  })

  test.describe('scenarios', () => {
    test.use({
      expectedConsoleErrors: /status of 500|Request failed: GET \/photos\/users\/counts \(status 500\)/,
    })

    test('picking a fault scenario makes the counts fail, and unpicking it heals them', async ({
      page,
      openApp,
    }) => {
      await openApp({ persona: 'consumer' })
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      await page.getByRole('button', { name: 'QA harness' }).click()
      await page.getByText(/^Faults \(0\//).click()
      await page.getByText(/^photos \(0\//).click()
      await page.getByRole('checkbox', { name: /Account counts answer 500/ }).click()
      await expect(tab(page, 'Photos')).toHaveText('Photos-')
      await page.getByRole('button', { name: 'QA harness' }).click()
      await page.getByRole('checkbox', { name: /Account counts answer 500/ }).click()
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
    })

    test('picking a fault kind by service and operation makes that call fail, and the link carries it', async ({
      page,
      openApp,
      contractCalls,
    }) => {
      contractCalls.tolerateAnswersOf('getAccountCounts')
      await openApp({ persona: 'consumer' })
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      await page.getByRole('button', { name: 'QA harness' }).click()
      const faults = page.getByRole('group', { name: 'Fault kinds' })
      await faults.getByRole('combobox', { name: 'Service' }).selectOption('photos')
      await faults.getByRole('combobox', { name: 'Operation' }).selectOption('getAccountCounts')
      await faults.getByRole('combobox', { name: 'Kind' }).selectOption('500')
      await faults.getByRole('button', { name: 'Add fault' }).click()
      await expect(tab(page, 'Photos')).toHaveText('Photos-')
      await page.getByRole('button', { name: 'QA harness' }).click()
      const harness = page.getByRole('complementary', { name: 'QA harness' })
      await expect(harness.locator('output')).toContainText('mock-scenario=fault%3AgetAccountCounts%3A500')
      await harness.getByRole('button', { name: 'Remove fault:getAccountCounts:500' }).click()
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
    })
  })
})
