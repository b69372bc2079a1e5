import type { Locator, Page } from '@playwright/test'
import { operationIndexes } from '../../src/generated/operations'
import { type AppState, expect, test } from './fixtures'

/**
 * Exactly once (issue 26, docs/decisions/0029-exactly-once.md): every control that writes is pressed twice, as a
 * double-click and as two quick clicks at the same spot, and sends its write once; the screen then says it worked.
 */

interface ControlRow {
  /** The write the control sends: its contract's operationId. */
  operation: string
  /** Where the control is: the screen as a persona (the mock database is reset for each press). */
  screen: AppState
  /** What comes before the press (a form filled, a dialog opened); answers the control. */
  reach: (page: Page) => Promise<Locator>
  /** What the screen says once the write has succeeded (moving the clock past an undo window first). */
  succeeded: (page: Page) => Promise<void>
}

/** Writes no control sends, and why. */
const noControl: Record<string, string> = {}

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const dialogButton = async (page: Page, dialog: string, button: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button })
const listItems = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem')

// The page's clock is pinned where a write waits out an undo window, so the window can be moved past.
const clockAt = '2026-03-02T10:00:00Z'

const rows: ControlRow[] = [
  // Account side: forms
  {
    operation: 'updateCustomer',
    screen: { persona: 'consumer', path: '/settings/personal-details' },
    reach: async (page) => {
      await textbox(page, 'Last name').fill('Morgan-Smith')
      return page.getByRole('button', { name: 'Save' })
    },
    succeeded: (page) => expect(status(page, 'Your personal details have been saved.')).toBeVisible(),
  },
  {
    operation: 'updatePaymentMethod',
    screen: { persona: 'b2b-default', path: '/settings/payment-method' },
    reach: async (page) => {
      await page.getByRole('radio', { name: /By SEPA direct debit/ }).check()
      await textbox(page, 'Account holder').fill('Studio Example B.V.')
      await textbox(page, 'IBAN').fill('NL91 ABNA 0417 1643 00')
      return page.getByRole('button', { name: 'Save payment method' })
    },
    succeeded: (page) => expect(status(page, 'Your payment method has been saved.')).toBeVisible(),
  },
  {
    operation: 'updateFtpIntegration',
    screen: { persona: 'b2b-default', path: '/integration' },
    reach: async (page) => {
      await page.getByRole('textbox', { name: 'Callback address' }).fill('https://studio-example.com/hooks/v2')
      return page.getByRole('button', { name: 'Save' })
    },
    succeeded: (page) => expect(status(page, 'Your FTP integration has been saved.')).toBeVisible(),
  },
  {
    operation: 'requestEmailChange',
    screen: { persona: 'consumer', path: '/settings/email' },
    reach: async (page) => {
      await page.getByRole('textbox', { name: 'New email address' }).fill('alex.new@example.org')
      return page.getByRole('button', { name: 'Send confirmation link' })
    },
    succeeded: (page) => expect(status(page, 'Check your inbox')).toBeVisible(),
  },
  // Account side: the address book
  {
    operation: 'createAddress',
    screen: { persona: 'consumer', path: '/settings/new-address' },
    reach: async (page) => {
      for (const [name, value] of Object.entries({
        'First name': 'Robin',
        'Last name': 'Hart',
        'House number or name': '10',
        Street: 'Downing Street',
        'Town or city': 'London',
        Postcode: 'SW1A 2AA',
        'Phone number': '020 7946 0999',
      }))
        await textbox(page, name).fill(value)
      return page.getByRole('button', { name: 'Save address' })
    },
    succeeded: async (page) => {
      await expect(status(page, 'The address has been added.')).toBeVisible()
      await expect(listItems(page, 'Your addresses')).toHaveCount(4)
    },
  },
  {
    operation: 'updateAddress',
    screen: { persona: 'consumer', path: '/settings/addresses/all' },
    reach: async (page) => {
      await listItems(page, 'Your addresses')
        .filter({ hasText: 'Baker Street' })
        .getByRole('link', { name: 'Change' })
        .click()
      await textbox(page, 'House number or name').fill('265')
      return page.getByRole('button', { name: 'Save address' })
    },
    succeeded: (page) => expect(status(page, 'The address has been changed.')).toBeVisible(),
  },
  {
    operation: 'deleteAddress',
    screen: { persona: 'consumer', path: '/settings/addresses/all' },
    reach: async (page) => {
      await listItems(page, 'Your addresses')
        .filter({ hasText: 'Deansgate' })
        .getByRole('button', { name: 'Delete' })
        .click()
      return dialogButton(page, 'Delete address', 'Delete address')
    },
    succeeded: async (page) => {
      await expect(status(page, 'The address has been deleted.')).toBeVisible()
      await expect(listItems(page, 'Your addresses')).toHaveCount(2)
    },
  },
  // Saved projects and online products
  {
    operation: 'deleteProject',
    screen: { persona: 'consumer', path: '/saved-projects' },
    reach: async (page) => {
      await listItems(page, 'Saved projects').first().getByRole('button', { name: 'Delete' }).click()
      return dialogButton(page, 'Delete project', 'Delete project')
    },
    succeeded: async (page) => {
      await expect(status(page, /” deleted$/)).toBeVisible()
      await expect(status(page, /saved projects?$/)).toHaveText('12 saved projects')
    },
  },
  {
    operation: 'deleteWidget',
    screen: { persona: 'consumer', path: '/online-products', clockAt },
    reach: async (page) =>
      listItems(page, 'Online photo books')
        .filter({ has: page.getByRole('heading', { name: 'Christmas 2025', exact: true }) })
        .getByRole('button', { name: 'Delete' }),
    succeeded: async (page) => {
      // Only the photo book under the pointer left: 7 → 6, not 5.
      await expect(status(page, /online photo books?$/)).toHaveText('6 online photo books')
      const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE')
      await page.clock.fastForward(5_000)
      await deleted
      await expect(status(page, /online photo books?$/)).toHaveText('6 online photo books')
    },
  },
  {
    operation: 'updateWidget',
    screen: { persona: 'consumer', path: '/online-products' },
    reach: async (page) =>
      listItems(page, 'Online photo books')
        .filter({ has: page.getByRole('heading', { name: 'Summer in Portugal', exact: true }) })
        .getByRole('button', { name: 'Stop sharing' }),
    succeeded: (page) => expect(status(page, '“Summer in Portugal” is no longer shared')).toBeVisible(),
  },
]

/** Every write of the contracts, as `service operationId` with its method and path. */
const writes = Object.entries(operationIndexes).flatMap(([service, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.method !== 'get')
    .map(([operationId, operation]) => ({ service, operationId, ...operation })),
)

function writeOf(operationId: string) {
  const write = writes.find((each) => each.operationId === operationId)
  if (!write) throw new Error(`${operationId} is no write of the contracts`)
  const path = write.path.replace(/\{[^}]+\}/g, '[^/]+')
  const pathname = new RegExp(`^/${write.service}${path === '/' ? '/?' : path}$`)
  const method = write.method.toUpperCase()
  return { method, matches: (url: string) => pathname.test(new URL(url).pathname) }
}

test('every write of the contracts has a control in the table, or a reason why none sends it', () => {
  const covered = new Set([...rows.map((row) => row.operation), ...Object.keys(noControl)])
  expect(writes.map((write) => write.operationId).filter((id) => !covered.has(id))).toEqual([])
  const known = new Set(writes.map((write) => write.operationId))
  expect([...covered].filter((id) => !known.has(id)), 'rows of operations the contracts do not have').toEqual([])
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

test.describe('every control that writes sends its write once however it is pressed', () => {
  for (const row of rows) {
    test(row.operation, async ({ page, openApp }) => {
      const write = writeOf(row.operation)
      let sent = 0
      page.on('request', (request) => {
        if (request.method() === write.method && write.matches(request.url())) sent++
      })
      for (const [how, press] of Object.entries(presses)) {
        await test.step(how, async () => {
          await openApp({ ...row.screen, query: { ...row.screen.query, 'mock-reset': '1' } })
          sent = 0
          await press(await row.reach(page), page)
          await row.succeeded(page)
          expect(sent, `${row.operation} sent after ${how}`).toBe(1)
          await expect(page.getByRole('alert')).toHaveCount(0)
        })
      }
    })
  }
})
