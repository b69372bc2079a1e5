import type { Page } from '@playwright/test'
import { expect, tab, test } from './fixtures'

/** Watches the DELETE /photos calls the page makes. */
function deleteCalls(page: Page) {
  const calls: string[][] = []
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && new URL(request.url()).pathname.endsWith('/photos')) {
      calls.push((request.postDataJSON() as { photoIds: string[] }).photoIds)
    }
  })
  return calls
}

/** The Undo toast of a deletion, in the app's notifications. */
function undoToast(page: Page) {
  return page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: 'Undo' }) })
}

/** Selects the first `count` photos of the timeline and deletes them from the selection toolbar. */
async function deleteFirstPhotos(page: Page, count: number) {
  await page.getByRole('button', { name: 'Select' }).click()
  const cells = page.getByRole('checkbox', { name: /^Taken on / })
  for (let index = 0; index < count; index++) await cells.nth(index).click()
  await page.getByRole('toolbar', { name: 'Selected photos' }).getByRole('button', { name: 'Delete' }).click()
}

/**
 * The first month's row: the timeline's first row drawn, once it is the row at the top (while the rows are laid out,
 * another month's may come first in the page for a moment).
 */
async function firstMonthRow(page: Page) {
  const row = page.locator('.timeline__item').first()
  await expect(row).toHaveAttribute('style', /translateY\(0px\)/)
  return row
}

test.describe('selection and deletion', () => {
  test('selection mode counts the chosen photos and leaves on Cancel', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await page.getByRole('button', { name: 'Select' }).click()
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
    await expect(toolbar).toContainText('0 selected')
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeDisabled()
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeDisabled()
    const cells = page.getByRole('checkbox', { name: /^Taken on / })
    await cells.nth(0).click()
    await cells.nth(1).click()
    await expect(cells.nth(0)).toBeChecked()
    await expect(toolbar).toContainText('2 selected')
    await cells.nth(1).click()
    await expect(toolbar).toContainText('1 selected')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(toolbar).toBeHidden()
    await expect(page.getByRole('link', { name: /^Taken on / }).first()).toBeVisible()
  })

  test('Escape leaves selection mode, focus going to Select', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await page.getByRole('button', { name: 'Select' }).click()
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
    await page
      .getByRole('checkbox', { name: /^Taken on / })
      .first()
      .click()
    await expect(toolbar).toContainText('1 selected')
    await toolbar.getByRole('button', { name: 'Delete' }).focus()
    await page.keyboard.press('Escape')
    await expect(toolbar).toBeHidden()
    await expect(page.getByRole('checkbox', { name: /^Taken on / })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeFocused()
  })

  test('a month’s Select all chooses every photo of the month', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await page.getByRole('button', { name: 'Select' }).click()
    const firstRow = await firstMonthRow(page)
    const selectAll = firstRow.getByRole('button', { name: 'Select all' })
    // From the keyboard: the button stays focused while the month's ids load, and after.
    await selectAll.focus()
    await page.keyboard.press('Enter')
    const deselectAll = firstRow.getByRole('button', { name: 'Deselect all' })
    await expect(deselectAll).toHaveAttribute('aria-pressed', 'true')
    await expect(deselectAll).toBeFocused()
    const firstMonthCells = page.locator('.timeline__item').nth(1).getByRole('checkbox')
    await expect(firstMonthCells.first()).toBeChecked()
    await page.getByRole('button', { name: 'Deselect all' }).first().click()
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toContainText('0 selected')
  })

  test('deleting photos takes them away at once, offers Undo, and sends the deletion 5 s later', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer' })
    const calls = deleteCalls(page)
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await deleteFirstPhotos(page, 2)
    await expect(tab(page, 'Photos')).toHaveText('Photos35')
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeFocused()
    await expect(undoToast(page)).toContainText('2 photos deleted')
    expect(calls).toEqual([])
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/photos'),
    )
    await page.clock.fastForward(5_000)
    expect((await sent).status()).toBe(200)
    await expect(undoToast(page)).toHaveCount(0)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toHaveLength(2)
    await page.reload()
    await expect(tab(page, 'Photos')).toHaveText('Photos35')
  })

  test('Undo puts the photos back where they were, focus on the first of them, and sends nothing', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer' })
    const calls = deleteCalls(page)
    const firstLabel = await page
      .getByRole('link', { name: /^Taken on / })
      .first()
      .getAttribute('aria-label')
    await deleteFirstPhotos(page, 2)
    await expect(tab(page, 'Photos')).toHaveText('Photos35')
    await undoToast(page).getByRole('button', { name: 'Undo' }).click()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await expect(page.getByRole('link', { name: /^Taken on / }).first()).toHaveAttribute(
      'aria-label',
      firstLabel!,
    )
    await expect(page.getByRole('link', { name: /^Taken on / }).first()).toBeFocused()
    await expect(undoToast(page)).toHaveCount(0)
    await page.clock.fastForward(10_000)
    await page.reload()
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    expect(calls).toEqual([])
  })

  test('Undo puts a deleted month back above the others without drawing their photos anew', async ({
    page,
    openApp,
  }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer' })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await page.getByRole('button', { name: 'Select' }).click()
    const firstRow = await firstMonthRow(page)
    await firstRow.getByRole('button', { name: 'Select all' }).click()
    await expect(firstRow.getByRole('button', { name: 'Deselect all' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Delete' })
      .click()
    const undo = undoToast(page).getByRole('button', { name: 'Undo' })
    // Focus on Undo holds the deletion's window open (the test above).
    await undo.focus()
    await expect(tab(page, 'Photos')).not.toHaveText('Photos37')
    const cellImages = '[data-photo-grid] [data-photo-id] img'
    await expect(page.locator(cellImages).first()).toBeVisible()
    // Each photo's image element now, kept in the page to compare with the one drawn after Undo.
    const imagesBeforeUndo = await page.evaluateHandle((selector) => {
      const images = new Map<string, Element>()
      for (const image of document.querySelectorAll(selector)) {
        images.set(image.closest<HTMLElement>('[data-photo-id]')!.dataset.photoId!, image)
      }
      return images
    }, cellImages)
    await page.keyboard.press('Enter')
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    const { kept, drawnAnew } = await page.evaluate(
      ([selector, before]) => {
        const now = [...document.querySelectorAll(selector)].flatMap((image) => {
          const earlier = before.get(image.closest<HTMLElement>('[data-photo-id]')!.dataset.photoId!)
          return earlier ? [earlier === image] : []
        })
        return { kept: now.filter(Boolean).length, drawnAnew: now.filter((same) => !same).length }
      },
      [cellImages, imagesBeforeUndo] as const,
    )
    expect(kept).toBeGreaterThan(0)
    expect(drawnAnew).toBe(0)
  })

  test('from the keyboard: on Undo the window waits, Enter undoes', async ({ page, openApp }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer' })
    const calls = deleteCalls(page)
    await deleteFirstPhotos(page, 1)
    await expect(tab(page, 'Photos')).toHaveText('Photos36')
    const undo = undoToast(page).getByRole('button', { name: 'Undo' })
    await undo.focus()
    // While focus is on it, neither the toast nor the deletion's window runs out.
    await page.clock.fastForward(10_000)
    await expect(undo).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await expect(page.getByRole('link', { name: /^Taken on / }).first()).toBeFocused()
    expect(calls).toEqual([])
  })

  test('leaving the photos within the 5 s sends the deletion at once', async ({ page, openApp }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer' })
    await deleteFirstPhotos(page, 2)
    await expect(tab(page, 'Photos')).toHaveText('Photos35')
    const sent = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/photos'),
    )
    await tab(page, 'Albums').click()
    expect((await sent).status()).toBe(200)
    await expect(undoToast(page)).toHaveCount(0)
    await tab(page, 'Photos').click()
    await expect(tab(page, 'Photos')).toHaveText('Photos35')
  })

  test.describe('when a month’s Select all fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('the default error box says so and the selection stays as it was', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['faults:month-select-all'] })
      await page.getByRole('button', { name: 'Select' }).click()
      const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
      await page
        .getByRole('checkbox', { name: /^Taken on / })
        .first()
        .click()
      await expect(toolbar).toContainText('1 selected')
      const selectAll = page.getByRole('button', { name: 'Select all' }).first()
      await selectAll.click()
      await expect(page.getByRole('alert')).toHaveText(
        'An unexpected error has occurred, please contact us if you continue to have problems.',
      )
      await expect(toolbar).toContainText('1 selected')
      await expect(selectAll).toBeEnabled()
      await expect(selectAll).toHaveAttribute('aria-pressed', 'false')
    })
  })

  test.describe('when deletion fails', () => {
    test.use({ expectedConsoleErrors: /status of 500|Request failed/ })

    test('after the 5 s the photos come back and the error says so', async ({ page, openApp }) => {
      await page.clock.install()
      await openApp({ persona: 'consumer', scenarios: ['faults:photo-delete'] })
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      await page.getByRole('button', { name: 'Select' }).click()
      const cells = page.getByRole('checkbox', { name: /^Taken on / })
      const firstLabel = await cells.first().getAttribute('aria-label')
      await cells.nth(0).click()
      await cells.nth(1).click()
      await page
        .getByRole('toolbar', { name: 'Selected photos' })
        .getByRole('button', { name: 'Delete' })
        .click()
      await expect(tab(page, 'Photos')).toHaveText('Photos35')
      await page.clock.fastForward(5_000)
      await expect(page.getByRole('alert')).toContainText('Error: Your photos could not be deleted')
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      await expect(page.getByRole('link', { name: /^Taken on / }).first()).toHaveAttribute(
        'aria-label',
        firstLabel!,
      )
    })
  })

  test('ids the server answers as failed are retried, and go on the next try', async ({ page, openApp }) => {
    await page.clock.install()
    await openApp({ persona: 'consumer', scenarios: ['photos:delete-partial'] })
    await expect(tab(page, 'Photos')).toHaveText('Photos37')
    await deleteFirstPhotos(page, 4)
    await expect(tab(page, 'Photos')).toHaveText('Photos33')
    // The answers list every second id as failed, and those go again on the next try: the last try answers none
    // failed, and must have been answered before the reload.
    const lastTry = page.waitForResponse(
      async (response) =>
        response.request().method() === 'DELETE' &&
        response.url().endsWith('/photos') &&
        ((await response.json()) as { failed: string[] }).failed.length === 0,
    )
    await page.clock.fastForward(5_000)
    await lastTry
    await expect(undoToast(page)).toHaveCount(0)
    await expect(tab(page, 'Photos')).toHaveText('Photos33')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.reload()
    await expect(tab(page, 'Photos')).toHaveText('Photos33')
  })

  test.describe('when the server keeps refusing one of them', () => {
    test.use({ expectedConsoleErrors: /Exceeded maximum amount of retries!/ })

    test('the others stay gone, that one comes back, and the error says so', async ({ page, openApp }) => {
      await page.clock.install()
      await openApp({ persona: 'consumer', scenarios: ['photos:delete-refused'] })
      await expect(tab(page, 'Photos')).toHaveText('Photos37')
      const firstLabel = await page
        .getByRole('link', { name: /^Taken on / })
        .first()
        .getAttribute('aria-label')
      await deleteFirstPhotos(page, 4)
      await page.clock.fastForward(5_000)
      await expect(page.getByRole('alert')).toContainText('Error: Your photos could not be deleted')
      await expect(tab(page, 'Photos')).toHaveText('Photos34')
      await expect(page.getByRole('link', { name: /^Taken on / }).first()).toHaveAttribute(
        'aria-label',
        firstLabel!,
      )
      await page.reload()
      await expect(tab(page, 'Photos')).toHaveText('Photos34')
    })
  })

  test.describe('when the archive cannot be made', () => {
    test.use({ expectedConsoleErrors: /archive|Download failed/i })

    test('the push channel’s error shows Download failed', async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', scenarios: ['downloads:archive-error'] })
      await page.getByRole('button', { name: 'Select' }).click()
      const cells = page.getByRole('checkbox', { name: /^Taken on / })
      await cells.nth(0).click()
      await cells.nth(1).click()
      const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
      await toolbar.getByRole('button', { name: 'Download' }).click()
      await expect(page.getByText('Preparing download...')).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toBeVisible()
      // Selection mode stays on after a failure, so the customer can try again.
      await expect(toolbar).toContainText('2 selected')
      await expect(cells.nth(0)).toBeChecked()
      await expect(toolbar.getByRole('button', { name: 'Download' })).toBeEnabled()
    })
  })

  test('one selected photo downloads directly under its file name', async ({ page, openApp }) => {
    await openApp({ persona: 'consumer' })
    await page.getByRole('button', { name: 'Select' }).click()
    await page
      .getByRole('checkbox', { name: /^Taken on / })
      .first()
      .click()
    const download = page.waitForEvent('download')
    await page
      .getByRole('toolbar', { name: 'Selected photos' })
      .getByRole('button', { name: 'Download' })
      .click()
    expect((await download).suggestedFilename()).toMatch(/^IMG_\d+\.jpg$/)
    await expect(page.getByRole('toolbar', { name: 'Selected photos' })).toBeHidden()
  })

  test('several selected photos download as a zip announced over the push channel', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer' })
    await page.getByRole('button', { name: 'Select' }).click()
    const cells = page.getByRole('checkbox', { name: /^Taken on / })
    await cells.nth(0).click()
    await cells.nth(1).click()
    await cells.nth(2).click()
    const download = page.waitForEvent('download')
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
    await toolbar.getByRole('button', { name: 'Download' }).click()
    // Selection mode lasts until the archive is ready and saved (docs/requirements/photos-screen.md#photos-selection:
    // it ends once the bulk actions complete).
    await expect(toolbar).toContainText('3 selected')
    await expect(page.getByText('Preparing download...')).toBeVisible()
    await expect(page.getByText('Downloading photos')).toBeVisible()
    expect((await download).suggestedFilename()).toMatch(/^[0-9a-f-]{36}\.zip$/)
    await expect(toolbar).toBeHidden()
  })

  test('more than 100 selected photos cannot be downloaded at once, and the hint says why', async ({
    page,
    openApp,
  }) => {
    await openApp({ persona: 'consumer', volume: 'thousands' })
    await page.getByRole('button', { name: 'Select' }).click()
    const toolbar = page.getByRole('toolbar', { name: 'Selected photos' })
    const selectAll = page.getByRole('button', { name: 'Select all' })
    for (let month = 0; month < 4; month++) {
      await selectAll.first().click()
      const count = Number((await toolbar.textContent())?.match(/([\d,]+) selected/)?.[1]?.replace(',', ''))
      if (count > 100) break
      await page.mouse.wheel(0, 2500)
    }
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeDisabled()
    await expect(toolbar).toContainText('Up to 100 photos can be downloaded at a time')
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toBeEnabled()
  })
})
