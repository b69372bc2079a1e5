import { join } from 'node:path'
import type { Locator } from '@playwright/test'
import { brokenWords } from './broken-words'
import { expect, test } from './fixtures'
import { recordShiftsAfterHeading } from './layout-shifts'

// Layout that a locale or a late part can break (issue 16, "Small screens and states"): measured with boundingBox.

/** The mocks seed the storage period from today: a pinned clock keeps the status text (and its lines) the same. */
const clockAt = '2026-11-24T09:00:00Z'

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the header keeps one line with the longest brand and sign-out label; Sign out is a named icon button', async ({
    page,
    openApp,
  }) => {
    for (const [locale, signOut] of [
      ['fr-FR', 'Se déconnecter'],
      ['pt-PT', 'Terminar sessão'],
    ]) {
      await openApp({ brand: 'lumiere-fr', locale, persona: 'consumer', path: '/orders' })
      const header = page.getByRole('banner').first()
      const wordmark = header.getByRole('img', { name: 'Atelier Lumière' })
      const signOutButton = header.getByRole('button', { name: signOut })
      await expect(signOutButton).toBeVisible()
      // One line each: the wordmark no taller than its mark's row, the button no taller than a touch target.
      expect((await box(wordmark)).height).toBeLessThanOrEqual(32)
      const button = await box(signOutButton)
      expect(button.height).toBeLessThanOrEqual(48)
      expect(button.x + button.width).toBeLessThanOrEqual(375)
      expect((await box(header)).height).toBeLessThanOrEqual(72)
    }
  })

  test('German: the import modal’s Cancel and Next share one row, and the selection toolbar is one row', async ({
    page,
    openApp,
  }) => {
    await openApp({ brand: 'bildwerk-at', persona: 'consumer', clockAt })
    await page.getByRole('button', { name: 'Fotos hinzufügen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Fotos hinzufügen' })
    await page.getByTestId('import-file-input').setInputFiles(join(import.meta.dirname, 'files', 'beach.jpg'))
    await expect(dialog).toContainText('1 ausgewählt')
    const cancel = await box(dialog.getByRole('button', { name: 'Abbrechen' }))
    const next = await box(dialog.getByRole('button', { name: 'Weiter' }))
    expect(Math.abs(cancel.y - next.y)).toBeLessThanOrEqual(1)
    expect(Math.max(cancel.height, next.height)).toBeLessThanOrEqual(48)
    await dialog.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Auswählen', exact: true }).click()
    await page
      .getByRole('checkbox', { name: /^Aufgenommen am / })
      .first()
      .click()
    const toolbar = page.getByRole('toolbar', { name: 'Ausgewählte Fotos' })
    await expect(toolbar).toContainText('1 ausgewählt')
    const count = await box(toolbar.getByText('1 ausgewählt'))
    for (const name of ['Löschen', 'Herunterladen', 'In Album kopieren']) {
      const action = await box(toolbar.getByRole('button', { name }))
      expect(action.x + action.width, name).toBeLessThanOrEqual(375)
      expect(Math.abs(action.y + action.height / 2 - (count.y + count.height / 2)), name).toBeLessThanOrEqual(
        4,
      )
    }
    expect((await box(toolbar)).height).toBeLessThanOrEqual(80)

    // An album's toolbar has Order prints beside the same icon buttons: two rows at most, none past the screen.
    await page.goto(page.url().replace('/my-photos/photos', '/my-photos/albums'))
    await page.getByRole('link', { name: /^Summer holiday \d/ }).click()
    await page.getByRole('button', { name: 'Auswählen', exact: true }).click()
    await page
      .getByRole('checkbox', { name: /^Aufgenommen am / })
      .first()
      .click()
    const albumToolbar = page.getByRole('toolbar', { name: 'Ausgewählte Fotos' })
    for (const name of [
      'Fotoabzüge bestellen',
      'In Album kopieren',
      'Aus Album entfernen',
      'Herunterladen',
    ]) {
      const action = await box(albumToolbar.getByRole('button', { name }))
      expect(action.x + action.width, name).toBeLessThanOrEqual(375)
    }
    expect((await box(albumToolbar)).height).toBeLessThanOrEqual(130)
  })

  test('My orders does not move as its orders arrive slowly (CLS at most 0.05)', async ({
    page,
    openApp,
  }) => {
    const shiftSinceHeading = await recordShiftsAfterHeading(page)
    await openApp({ persona: 'consumer', path: '/orders', scenarios: ['latency:slow'], clockAt })
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Order SO-/ }).first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Voucher code' })).toBeVisible()
    expect(await shiftSinceHeading()).toBeLessThanOrEqual(0.05)
  })

  test('while the page loads slowly (French) nothing moves as the counts and the storage status arrive', async ({
    page,
    openApp,
  }) => {
    const shiftSinceHeading = await recordShiftsAfterHeading(page)
    await openApp({ brand: 'lumiere-fr', persona: 'consumer', scenarios: ['latency:slow'], clockAt })
    const heading = page.getByRole('heading', { level: 1, name: 'Mes photos' })
    const tabs = page.getByRole('navigation', { name: 'Photothèque' })
    const firstPhoto = page
      .getByRole('region', { name: 'Vos photos par mois' })
      .getByRole('link', { name: /^Prise le / })
      .first()
    const storage = page.getByRole('button', { name: /^Photos conservées jusqu/ })
    await expect(firstPhoto).toBeVisible()
    await expect(storage).toHaveCount(0)
    const before = { heading: await box(heading), tabs: await box(tabs), photo: await box(firstPhoto) }
    await expect(storage).toBeVisible()
    await expect(tabs.getByRole('link', { name: 'Photos 37' })).toBeVisible()
    expect({ heading: await box(heading), tabs: await box(tabs), photo: await box(firstPhoto) }).toEqual(
      before,
    )
    expect(await shiftSinceHeading()).toBeLessThan(0.005)
  })
})

test.describe('on a 1280 px screen', () => {
  test('the overview’s tiles in a row are equally tall (French), and nothing moves as the orders arrive above them', async ({
    page,
    openApp,
  }) => {
    const shiftSinceHeading = await recordShiftsAfterHeading(page)
    await openApp({ brand: 'lumiere-fr', persona: 'consumer', path: '/' })
    const twoLines = page.getByRole('main').getByRole('link', { name: 'Projets enregistrés', exact: true })
    await expect(twoLines).toBeVisible()
    const oneLine = page.getByRole('main').getByRole('link', { name: 'Paramètres', exact: true })
    // Measured once the tiles have their content: a tile whose count is still loading may be shorter for a moment.
    await expect
      .poll(async () => {
        const [tall, short] = [await box(twoLines), await box(oneLine)]
        return {
          sameRow: Math.abs(tall.y - short.y) <= 1,
          sameHeight: Math.abs(tall.height - short.height) <= 1,
        }
      })
      .toEqual({ sameRow: true, sameHeight: true })
    expect((await box(twoLines)).height).toBeGreaterThan(60)
    // The orders in progress and the project to continue come with the tiles, not above tiles already drawn.
    await expect(page.getByRole('region', { name: 'Commandes en cours' })).toBeVisible()
    expect(await shiftSinceHeading()).toBeLessThan(0.005)
  })

  test('while the page loads slowly the side menu, the counts and the storage status show as loading, in place', async ({
    page,
    openApp,
  }) => {
    const shiftSinceHeading = await recordShiftsAfterHeading(page)
    await openApp({ brand: 'bildwerk-at', persona: 'consumer', scenarios: ['latency:slow'], clockAt })
    const heading = page.getByRole('heading', { level: 1, name: 'Meine Fotos' })
    await expect(heading).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Kontomenü' })
    const tabs = page.getByRole('navigation', { name: 'Fotobibliothek' })
    // Loading reads as loading: the menu says so, the counts are not the failed mark '-'.
    await expect(menu).toHaveAttribute('aria-busy', 'true')
    await expect(menu).toHaveText('Wird geladen…')
    await expect(tabs.getByRole('link', { name: 'Fotos Anzahl wird geladen' })).toBeVisible()
    await expect(tabs).not.toContainText('-')
    const skeletonMenu = await box(menu)
    expect(skeletonMenu.height).toBeGreaterThan(300)
    const before = { heading: await box(heading), tabs: await box(tabs) }

    await expect(menu.getByRole('link', { name: 'Meine Fotos' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'Fotos 37' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Fotos gespeichert bis / })).toBeVisible()
    await expect(menu).not.toHaveAttribute('aria-busy')
    expect({ heading: await box(heading), tabs: await box(tabs) }).toEqual(before)
    expect(Math.abs((await box(menu)).x - skeletonMenu.x)).toBeLessThanOrEqual(1)
    expect(await shiftSinceHeading()).toBeLessThan(0.005)
  })
})

test.describe('no word broken inside on a phone (issue 27)', () => {
  const pages = [
    { path: '/orders/SO-100001-08', ready: 'main dl' },
    { path: '/settings', ready: 'main dl' },
    { path: '/settings/addresses/all', ready: 'main li' },
    { path: '/orders', ready: 'main li' },
  ]
  for (const { brand, locale } of [
    { brand: 'bildwerk-at', locale: 'de-AT' },
    { brand: 'lumiere-fr', locale: 'fr-FR' },
  ]) {
    test(`${locale}: order details, settings, addresses and orders at 320 and 375 px`, async ({
      page,
      openApp,
    }) => {
      const found: string[] = []
      for (const { path, ready } of pages) {
        await openApp({ brand, persona: 'consumer', path, clockAt })
        await page.locator(ready).first().waitFor()
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 740 })
          for (const word of await brokenWords(page.getByRole('main')))
            found.push(`${path} at ${width} px: ${word}`)
        }
      }
      expect(found).toEqual([])
    })
  }
})

test.describe("the full-screen preview's action bar (issue 28)", () => {
  for (const { brand, locale } of [
    { brand: 'bildwerk-at', locale: 'de-AT' },
    { brand: 'lumiere-fr', locale: 'fr-FR' },
  ]) {
    test(`${locale}: every icon of the icon size, labels that neither overlap nor are cut, at 320, 375 and 1280 px`, async ({
      page,
      openApp,
    }) => {
      await openApp({ brand, persona: 'consumer', clockAt })
      await page.getByRole('region', { name: /./ }).getByRole('link').first().waitFor()
      await page.locator('.timeline a.photo-cell, .timeline .photo-cell a').first().click()
      const bar = page
        .getByRole('group', { name: /./ })
        .filter({ has: page.locator('.photo-preview__action') })
      await expect(bar.getByRole('button')).toHaveCount(3)
      const problems: string[] = []
      for (const width of [320, 375, 1280]) {
        await page.setViewportSize({ width, height: 740 })
        const parts = await bar.locator('.photo-preview__action').evaluateAll((buttons) =>
          buttons.map((button) => {
            const rect = (element: Element) => {
              const { left, right, top, bottom } = element.getBoundingClientRect()
              return { left, right, top, bottom }
            }
            const label = button.querySelector('span')!
            return {
              name: label.textContent ?? '',
              icon: rect(button.querySelector('svg')!),
              label: rect(label),
              button: rect(button),
              cut: label.scrollWidth > label.clientWidth + 1,
            }
          }),
        )
        type Box = (typeof parts)[number]['icon']
        const overlap = (a: Box, b: Box) =>
          a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1
        const icons = await page
          .locator('.photo-preview button svg')
          .evaluateAll((svgs) => svgs.map((svg) => Math.max(svg.clientWidth, svg.clientHeight)))
        if (icons.some((size) => size > 32))
          problems.push(`${width} px: preview icons of ${icons.join(', ')} px`)
        for (const [index, part] of parts.entries()) {
          const { icon, button, label } = part
          if (icon.right - icon.left > 32 || icon.bottom - icon.top > 32)
            problems.push(`${width} px: '${part.name}' has an icon of ${icon.right - icon.left} px`)
          if (part.cut) problems.push(`${width} px: '${part.name}' is cut off`)
          if (button.bottom - button.top > 80)
            problems.push(`${width} px: '${part.name}' is ${button.bottom - button.top} px tall`)
          if (overlap(icon, label)) problems.push(`${width} px: '${part.name}' is drawn over its icon`)
          for (const other of parts.slice(index + 1)) {
            if (overlap(button, other.button))
              problems.push(`${width} px: '${part.name}' runs into '${other.name}'`)
          }
        }
      }
      expect(problems).toEqual([])
    })
  }
})
