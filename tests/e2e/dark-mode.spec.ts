// Dark mode (issue 27, docs/decisions/0036-dark-mode.md): the app follows the system's colour scheme, and QA's harness
// can force either over it. The colour pairs of every brand in both schemes are measured by
// src/app/ui/brand-contrast.test.ts; here axe measures what the browser paints on key screens, in the dark.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

/** The mocks' orders are dated from the clock: the same screens on any day. */
const clockAt = '2026-11-24T09:00:00Z'

const registry = join(import.meta.dirname, '../../src/brands/brand-registry.json')
const { brands } = JSON.parse(readFileSync(registry, 'utf8')) as {
  brands: { id: string; theme: { primary: string; dark: { primary: string } } }[]
}
const themeOf = (id: string) => brands.find((brand) => brand.id === id)!.theme

/** The page's background and the colour its wordmark's frame is drawn in, as the browser paints them. */
function painted(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector('.wordmark__frame')
    return {
      background: getComputedStyle(document.documentElement).backgroundColor,
      frame: frame ? getComputedStyle(frame).fill : undefined,
    }
  })
}

const hex = (rgb: string | undefined) =>
  `#${(rgb?.match(/\d+/g) ?? []).map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark', expectedConsoleErrors: /status of 404/ })

  test('with the system dark, axe finds nothing on the timeline, a dialog, an order and settings at 375 and 1280 px', async ({
    page,
    openApp,
  }) => {
    await openApp({ brand: 'bildwerk-at', persona: 'consumer', clockAt })
    const timeline = page.getByRole('region', { name: 'Ihre Fotos nach Monat' })
    await expect(timeline.getByRole('link').first()).toBeVisible()
    // Dark, and the wordmark drawn in the brand's dark palette (its light navy would be lost on the dark header).
    const { background, frame } = await painted(page)
    expect(background).toBe('rgb(21, 24, 28)')
    expect(hex(frame)).toBe(themeOf('bildwerk-at').dark.primary)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])

    await page.getByRole('button', { name: /^Fotos gespeichert bis / }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axeViolationsAtBothWidths(page)).toEqual([])

    await openApp({
      brand: 'fotoluz-es',
      persona: 'consumer',
      path: '/orders/SO-100001-10',
      locale: 'fr-FR',
      clockAt,
    })
    await expect(page.getByRole('heading', { level: 1, name: /SO-100001-10/ })).toBeVisible()
    await expect(page.locator('.page-loading')).toHaveCount(0)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])

    await openApp({ brand: 'printbloom-be', persona: 'consumer', path: '/settings', clockAt })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.page-loading')).toHaveCount(0)
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
  })

  test("the harness's scheme wins over the system's, and its link keeps it", async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', query: { 'mock-color-scheme': 'light' } })
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    const forcedLight = await painted(page)
    expect(forcedLight.background).toBe('rgb(255, 255, 255)')
    expect(hex(forcedLight.frame)).toBe(themeOf('printbloom-gb').primary)

    await page.emulateMedia({ colorScheme: 'light' })
    const harness = page.getByRole('complementary', { name: 'QA harness' })
    await harness.getByRole('button', { name: 'QA harness' }).click()
    const scheme = harness.getByRole('group', { name: 'Colour scheme' })
    await expect(scheme.getByRole('radio', { name: 'Light' })).toBeChecked()
    await scheme.getByRole('radio', { name: 'Dark' }).click()
    await expect(page).toHaveURL(/[?&]mock-color-scheme=dark(&|$)/)
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    expect(await painted(page)).toMatchObject({ background: 'rgb(21, 24, 28)' })

    await harness.getByRole('button', { name: 'QA harness' }).click()
    await expect(harness.locator('output')).toContainText('mock-color-scheme=dark')
    await scheme.getByRole('radio', { name: 'Follow the system' }).click()
    await expect(page).not.toHaveURL(/mock-color-scheme/)
    await expect(page.getByRole('heading', { level: 1, name: 'My photos' })).toBeVisible()
    expect(await painted(page)).toMatchObject({ background: 'rgb(255, 255, 255)' })
  })
})
