import type { Locator, Page } from '@playwright/test'
import { scaledMs } from '../support/machine-factor'
import { axeViolationsAtBothWidths } from './axe'
import { expect, test } from './fixtures'

/**
 * The keyboard-shortcut sheet (issue 28 point 5): `?` lists the keys of the screen in front, from the same tables the
 * screens' key handlers read (src/app/photos/shortcuts/); Escape and Back close it, focus returns where it was, and it
 * never opens from a `?` typed into a field.
 */

const sheetOf = (page: Page, name = 'Keyboard shortcuts') => page.getByRole('dialog', { name })

/** The sheet's rows as 'keys: what they do'. */
function rows(sheet: Locator) {
  return sheet
    .getByRole('term')
    .evaluateAll((terms) =>
      terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    )
}

const sections = (sheet: Locator) => sheet.getByRole('heading', { level: 3 }).allTextContents()

/**
 * `?` until the sheet shows: a photo grid's `?` comes with code loaded after the page (on the photos screen once the
 * first thumbnails are there), so a press before it has arrived does nothing.
 */
async function pressForSheet(page: Page, sheet: Locator) {
  await expect(async () => {
    await page.keyboard.press('?')
    await expect(sheet).toBeVisible({ timeout: scaledMs(2_000) })
  }).toPass({ timeout: scaledMs(30_000) })
}

const timelineRows = [
  'Right arrow: The photo to the right',
  'Left arrow: The photo to the left',
  'Down arrow: The photo below',
  'Up arrow: The photo above',
  'Tab: Leave the photos',
  'Enter: Open the photo full screen',
  '?: Show these shortcuts',
]

/** The date scrubber's keys (a library of more than one month). */
const scrubberRows = [
  'Up arrow: The month above',
  'Down arrow: The month below',
  'Page Up: The month above',
  'Page Down: The month below',
  'Home: The first month',
  'End: The last month',
]
const scrubberSection = 'Jump to a date (the rail beside the photos)'

test.describe('the keyboard-shortcut sheet', () => {
  test('on the timeline: `?` lists its keys, and selection mode’s while selecting; Escape closes it and focus returns; axe finds nothing', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    const firstPhoto = page
      .getByRole('region', { name: 'Your photos by month' })
      .getByRole('link', { name: /^Taken on / })
      .first()
    await firstPhoto.focus()
    const sheet = sheetOf(page)
    await pressForSheet(page, sheet)
    expect(await sections(sheet)).toEqual(['Photos', scrubberSection])
    expect(await rows(sheet)).toEqual([...timelineRows, ...scrubberRows])
    await expect(sheet.locator('kbd kbd').first()).toHaveText('Right arrow')
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(firstPhoto).toBeFocused()

    // Selection mode: the grid's keys but Enter (it chooses, as Space does), then selection mode's own.
    await page.getByRole('button', { name: 'Select' }).click()
    const firstCheckbox = page.getByRole('checkbox', { name: /^Taken on / }).first()
    await firstCheckbox.focus()
    await page.keyboard.press('?')
    await expect(sheet).toBeVisible()
    expect(await sections(sheet)).toEqual(['Photos', scrubberSection, 'Selecting photos'])
    expect(await rows(sheet)).toEqual([
      ...timelineRows.filter((row) => !row.startsWith('Enter')),
      ...scrubberRows,
      'Space: Select or deselect the photo',
      'Shift + Space: Select every photo from the last one you chose to this one',
      'Esc: Stop selecting',
    ])
    expect(await axeViolationsAtBothWidths(page)).toEqual([])
    // Escape closes the sheet, not selection mode; the next one leaves selection mode.
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(firstCheckbox).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('checkbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Select' })).toBeFocused()
  })

  test('in the preview (Lumière, fr-FR): `?` lists its keys in French; Back and Escape close the sheet, not the preview; axe finds nothing', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', brand: 'lumiere-fr', locale: 'fr-FR' })
    await page.getByRole('region', { name: 'Vos photos par mois' }).getByRole('link').first().click()
    const stage = page.getByTestId('photo-preview-stage')
    await expect(stage).toBeVisible()
    const address = page.url()

    const sheet = sheetOf(page, 'Raccourcis clavier')
    await page.keyboard.press('?')
    await expect(sheet).toBeVisible()
    expect(await sections(sheet)).toEqual(['Photo en plein écran'])
    expect(await rows(sheet)).toEqual([
      'Flèche gauche: Photo précédente',
      'Flèche droite: Photo suivante',
      '+: Agrandir',
      '-: Réduire',
      'Suppr: Supprimer la photo ou la retirer de l’album',
      'i: Afficher ou masquer les infos de la photo',
      'Échap: Quitter le plein écran',
      '?: Afficher ces raccourcis',
    ])
    expect(await axeViolationsAtBothWidths(page)).toEqual([])

    await page.goBack()
    await expect(sheet).toBeHidden()
    await expect(stage).toBeVisible()
    expect(page.url()).toBe(address)

    // While the sheet is open the preview's keys are the sheet's: the arrow moves nothing, Escape closes the sheet.
    await page.keyboard.press('?')
    await expect(sheet).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(stage).toBeVisible()
    expect(page.url()).toBe(address)
  })

  test('in an album the grid’s keys are listed; a `?` typed into a field opens nothing', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('link', { name: /^Family \d/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible()
    const sheet = sheetOf(page)
    // An album's `?` comes with code loaded beside the page (lazy-photo-grid-shortcuts.tsx).
    await pressForSheet(page, sheet)
    expect(await rows(sheet)).toEqual(timelineRows)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()

    // The sort is a field: `?` there is the field's.
    await page.getByLabel('Sort by').focus()
    await page.keyboard.press('?')
    // The album's name, typed with a question mark.
    await page.getByRole('button', { name: 'Family' }).click()
    const name = page.getByRole('dialog', { name: 'Edit album name' }).getByLabel('Album name')
    await name.press('End')
    await name.pressSequentially(' ?')
    await expect(name).toHaveValue('Family ?')
    await expect(sheet).toHaveCount(0)
  })

  test('the arrows move focus between a grid’s photos as they are drawn: beside, and to the nearest photo of the row above or below, in selection mode too', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    const timeline = page.getByRole('region', { name: 'Your photos by month' })
    const cells = timeline.getByRole('link', { name: /^Taken on / })
    await expect(cells.nth(3)).toBeVisible()
    /** The focused cell's box, and the boxes of every photo drawn. */
    const boxes = () =>
      timeline.locator('.photo-cell').evaluateAll((all) =>
        all.map((cell) => {
          const box = cell.getBoundingClientRect()
          return { focused: cell === document.activeElement, top: box.top, centre: box.left + box.width / 2 }
        }),
      )
    const focusedBox = async () => (await boxes()).find((box) => box.focused)
    const scrollTop = () => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)

    // The arrows come with the grid's `?` sheet, after the first thumbnails (photo-grid-shortcuts.tsx).
    await cells.first().focus()
    const sheet = sheetOf(page)
    await pressForSheet(page, sheet)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await cells.first().focus()
    const first = await focusedBox()
    await page.keyboard.press('ArrowRight')
    await expect(cells.nth(1)).toBeFocused()
    // The grid is one tab stop: Shift+Tab leaves its photos for what comes before them, and Tab comes back to the
    // photo left (Tab past them is at the end: it goes to the footer, far below).
    await page.keyboard.press('Shift+Tab')
    await expect(timeline.locator('.photo-cell:focus')).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(cells.nth(1)).toBeFocused()
    await expect(timeline.locator('.photo-cell:not([tabindex="-1"])')).toHaveCount(1)
    await page.keyboard.press('ArrowLeft')
    await expect(cells.first()).toBeFocused()
    // At the first photo Left stays there, and the page does not scroll instead.
    const before = await scrollTop()
    await page.keyboard.press('ArrowLeft')
    await expect(cells.first()).toBeFocused()
    expect(await scrollTop()).toBe(before)

    // Down, and down again: each time the nearest photo in the next row drawn below, in the same column.
    for (let step = 0; step < 2; step++) {
      const from = await focusedBox()
      await page.keyboard.press('ArrowDown')
      await expect.poll(async () => (await focusedBox())?.top ?? 0).toBeGreaterThan(from?.top ?? 0)
      const drawnBelow = (await boxes()).filter((box) => box.top > (from?.top ?? 0) + 1)
      const nextRow = Math.min(...drawnBelow.map((box) => box.top))
      const to = await focusedBox()
      expect(to?.top).toBe(nextRow)
      const distance = Math.abs((to?.centre ?? 0) - (first?.centre ?? 0))
      for (const box of drawnBelow.filter((each) => each.top === nextRow)) {
        expect(distance).toBeLessThanOrEqual(Math.abs(box.centre - (first?.centre ?? 0)))
      }
    }
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(cells.first()).toBeFocused()

    // Selection mode: the checkboxes move the same way, and Space still chooses the one reached.
    await page.getByRole('button', { name: 'Select' }).click()
    const checkboxes = timeline.getByRole('checkbox', { name: /^Taken on / })
    await checkboxes.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect(checkboxes.nth(1)).toBeFocused()
    await page.keyboard.press(' ')
    await expect(checkboxes.nth(1)).toHaveAttribute('aria-checked', 'true')
    await expect(checkboxes.first()).toHaveAttribute('aria-checked', 'false')
    await page.keyboard.press('Tab')
    await expect(timeline.locator('.photo-cell:focus')).toHaveCount(0)
  })

  test('in an album the arrows move between its photos too', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer', path: '/my-photos/albums' })
    await page.getByRole('link', { name: /^Family \d/ }).click()
    const cells = page.getByRole('main').getByRole('link', { name: /^Taken on |^Photo / })
    await expect(cells.nth(1)).toBeVisible()
    await cells.first().focus()
    const sheet = sheetOf(page)
    await pressForSheet(page, sheet)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await page.keyboard.press('ArrowRight')
    await expect(cells.nth(1)).toBeFocused()
    // One tab stop there too: the photo focused last.
    await expect(page.getByRole('main').locator('.photo-cell:not([tabindex="-1"])')).toHaveCount(1)
    await page.keyboard.press('ArrowLeft')
    await expect(cells.first()).toBeFocused()
  })
})
