import { expect, test } from './fixtures'

// The breakages issue 26 measured, held every run (the fault matrix, fault-matrix.spec.ts, walks every operation and
// kind in rotation): a request that never answers, and a 200 of the wrong shape, on the pages that met them.
const clockAt = '2026-11-24T09:00:00Z'
const defaultMessage = 'An unexpected error has occurred, please contact us if you continue to have problems.'

test.describe('a service that misbehaves', () => {
  test.use({ expectedConsoleErrors: /Request failed: .* \((timeout|wrong-shape)\)/ })

  test('My orders stops waiting for an answer that never comes: its message and Try again', async ({
    page,
    openApp,
    contractCalls,
  }) => {
    contractCalls.tolerateAnswersOf('listMySuperorders')
    await page.clock.install({ time: new Date(clockAt) })
    const asked = page.waitForRequest((request) => request.url().includes('/v2/superorders/me'))
    await openApp({ persona: 'consumer', path: '/orders', scenarios: ['fault:listMySuperorders:hang'] })
    await asked
    await page.clock.runFor(15_000)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(defaultMessage)
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  const wrongShape = [
    { page: 'My orders', path: '/orders', operation: 'listMySuperorders', message: defaultMessage },
    {
      page: 'an order',
      path: '/orders/SO-100001-10',
      operation: 'getSuperorder',
      message: 'An error occurred loading this order, please contact us to report this issue.',
    },
    { page: 'Saved projects', path: '/saved-projects', operation: 'listProjects', message: defaultMessage },
    { page: 'Online products', path: '/online-products', operation: 'listWidgets', message: defaultMessage },
    {
      page: 'Settings',
      path: '/settings',
      operation: 'getCustomer',
      message: 'An error occurred loading your settings.',
    },
  ]
  for (const { page: name, path, operation, message } of wrongShape) {
    test(`${name} with an answer of the wrong shape says so, never the error page`, async ({
      page,
      openApp,
      contractCalls,
    }) => {
      contractCalls.tolerateAnswersOf(operation)
      await openApp({ persona: 'consumer', path, clockAt, scenarios: [`fault:${operation}:wrong-shape`] })
      await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
    })
  }
})
