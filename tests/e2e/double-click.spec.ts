import type { Locator, Page } from '@playwright/test'
import { doubleClickMs } from '../../src/app/ui/exactly-once/double-click'
import { expect, test } from './fixtures'
import { noControl, writeControls as rows, writeOf, writes } from './write-controls'

/**
 * Exactly once (issue 26, docs/decisions/0029-exactly-once.md): every control that writes is pressed twice, as a
 * double-click and as two quick clicks at the same spot, and sends its write once; the screen then says it worked.
 */

test('every write of the contracts has a control in the table, or a reason why none sends it', () => {
  const covered = new Set([...rows.map((row) => row.operation), ...Object.keys(noControl)])
  expect(writes.map((write) => write.operationId).filter((id) => !covered.has(id))).toEqual([])
  const known = new Set(writes.map((write) => write.operationId))
  expect(
    [...covered].filter((id) => !known.has(id)),
    'rows of operations the contracts do not have',
  ).toEqual([])
})

const presses = {
  'a double-click': (control: Locator) => control.dblclick(),
  'two quick clicks at the same spot': async (control: Locator, page: Page) => {
    await control.scrollIntoViewIfNeeded()
    const box = await control.boundingBox()
    if (!box) throw new Error('the control is not on screen')
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await page.mouse.click(x, y)
    await page.mouse.click(x, y)
  },
}

// The two ways of pressing reach the app as the same events but for the final dblclick, and both go through the one
// guard (ui/exactly-once): the rows take them in turn, so each run presses every control once and both ways half the
// time, at one page load a row instead of two.
const pressings = Object.entries(presses)

test.describe('every control that writes sends its write once however it is pressed', () => {
  rows.forEach((row, index) => {
    const [how, press] = pressings[index % pressings.length]!
    test.describe(() => {
      test.use({ expectedConsoleErrors: row.expectedConsoleErrors })
      test(`${row.operation} (${how})`, async ({ page, openApp }) => {
        const write = writeOf(row.operation)
        let sent = 0
        page.on('request', (request) => {
          if (request.method() === write.method && write.matches(request.url())) sent++
        })
        await openApp({ ...row.screen, query: { ...row.screen.query, 'mock-reset': '1' } })
        sent = 0
        await row.leavesFor?.(page)
        await press(await row.reach(page), page)
        await row.succeeded(page)
        expect(sent, `${row.operation} sent after ${how}`).toBe(1)
        await expect(page.getByRole('alert')).toHaveCount(0)
      })
    })
  })
})

// Issue 43: the second click of a double-click on a row's Delete landed on the confirm dialog's overlay, which it had
// just opened, and closed it at once.
test.describe('a double-click on a control that opens a confirm dialog leaves the dialog open', () => {
  for (const [what, path, list, dialogName] of [
    ['an address', '/settings/addresses/all', 'Your addresses', 'Delete this address?'],
    ['a saved project', '/saved-projects', 'Saved projects', 'Delete project'],
  ] as const) {
    test(`${what}’s Delete`, async ({ page, openApp }) => {
      await openApp({ persona: 'consumer', path })
      await page
        .getByRole('list', { name: list })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Delete' })
        .dblclick()
      const dialog = page.getByRole('dialog', { name: dialogName })
      await expect(dialog).toBeVisible()
      // The overlay still closes it when clicked on its own.
      await page.mouse.click(5, 5)
      await expect(dialog).toBeHidden()
    })
  }
})

// Issue 41: a second press just after the answer sent the write again (personal details: two PUTs in 3 of 3 runs).
test.describe('a save pressed again after it succeeded sends nothing more until the form changes', () => {
  test('personal details', async ({ page, openApp }) => {
    const puts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/customers/me')) puts.push(request.url())
    })
    await page.clock.install()
    await openApp({ persona: 'consumer', path: '/settings/personal-details' })
    const lastName = page.getByRole('textbox', { name: 'Last name' })
    await lastName.fill('Morgan-Smith')
    const save = page.getByRole('button', { name: 'Save' })
    await save.click()
    const saved = page.getByRole('status').filter({ hasText: 'Your personal details have been saved.' })
    await expect(saved).toBeVisible()
    // Later than a double-click's second press (which the button itself ignores), as after a slow answer.
    await page.clock.fastForward(doubleClickMs)
    await save.click()
    await expect(saved).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(puts).toHaveLength(1)
    // Changed, it is sent.
    await lastName.fill('Morgan-Jones')
    await save.click()
    await expect.poll(() => puts.length).toBe(2)
  })
})
