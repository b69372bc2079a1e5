import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/photo-deletion.operations'
import { reactivationShownKey } from './reactivation-session'
import { StorageStatusButton } from './storage-status-button'
import { renderStorage, scenarioHandlers } from './test-support'

const { ctx, server } = await mockServerForTests()
const longDate = /\d{1,2} [A-Z][a-z]+ \d{4}/

function renderButton(flags = {}) {
  return renderStorage(<StorageStatusButton onAllPhotosDeleted={vi.fn()} />, ctx, flags)
}

afterEach(() => window.sessionStorage.clear())
// 'Deletion in 12 days' cannot be exact on every day (18 months after no day is 31 March): a pinned day, time running.
beforeAll(() =>
  vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'], shouldAdvanceTime: true }),
)
afterAll(() => vi.useRealTimers())

describe('StorageStatusButton', () => {
  it('shows how long a safe library is kept, in words', async () => {
    await signInAs(ctx, 'consumer')
    renderButton()
    const button = await screen.findByRole('button', { name: /^Photos kept until / })
    expect(button.textContent).toMatch(longDate)
    expect(button.className).toContain('storage-status--safe')
    expect(button.querySelector('svg')).toBeTruthy()
  })

  it.each([
    ['storage:warning', /^Photos will be deleted on \d{1,2} [A-Z][a-z]+ \d{4}$/, 'warning'],
    ['storage:critical', /^Photos will be deleted in 12 days$/, 'critical'],
    ['storage:extended', /^Storage extended until \d{1,2} [A-Z][a-z]+ \d{4}$/, 'safe'],
    ['storage:no-orders', /^Photos will be deleted on /, 'warning'],
  ])('with %s it reads %s', async (scenario, name, status) => {
    await signInAs(ctx, 'consumer')
    server.use(...scenarioHandlers(ctx, scenario))
    renderButton()
    const button = await screen.findByRole('button', { name })
    expect(button.className).toContain(`storage-status--${status}`)
  })

  it('with UseReactivationMockData shows deletion 2 months ahead, whatever the service says', async () => {
    await signInAs(ctx, 'consumer')
    renderButton({ UseReactivationMockData: true })
    const button = await screen.findByRole('button', { name: /^Photos will be deleted on / })
    expect(button.className).toContain('storage-status--warning')
  })

  it('says so in its place when the account information cannot be loaded, and asks again when pressed', async () => {
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photo-deletion', operationIndex, 'getAccountInformation', 500))
    renderButton()
    const failed = await screen.findByRole('button', {
      name: 'Your storage period could not be loaded. Try again',
    })
    expect(failed.className).toContain('storage-status--unknown')
    server.resetHandlers()
    await userEvent.click(failed)
    expect(await screen.findByRole('button', { name: /^Photos kept until / })).toBeTruthy()
  })

  it('opens the storage dialog', async () => {
    await signInAs(ctx, 'consumer')
    renderButton({ PhotoExportEnabled: true })
    await userEvent.click(await screen.findByRole('button', { name: /^Photos kept until / }))
    const dialog = await screen.findByRole('dialog', { name: 'Your photo storage' })
    expect(within(dialog).getByText(/^We'll keep your photos until /)).toBeTruthy()
    expect(within(dialog).getByText(/18 months after your last order/)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Export all photos' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Delete all photos' })).toBeTruthy()
  })

  it('offers no export when PhotoExportEnabled is off', async () => {
    await signInAs(ctx, 'consumer')
    renderButton({ PhotoExportEnabled: false })
    await userEvent.click(await screen.findByRole('button', { name: /^Photos kept until / }))
    const dialog = await screen.findByRole('dialog', { name: 'Your photo storage' })
    expect(within(dialog).queryByRole('button', { name: 'Export all photos' })).toBeNull()
  })

  describe('the reactivation modal', () => {
    it('opens by itself when the status is critical, once per session', async () => {
      await signInAs(ctx, 'consumer')
      server.use(...scenarioHandlers(ctx, 'storage:critical'))
      const first = renderButton({ ReactivationEnabled: true })
      const modal = await screen.findByRole('dialog', { name: 'Your photos will soon be deleted' })
      expect(within(modal).getByText(/^Your photos will be deleted on /)).toBeTruthy()
      // To the storefront's products, where orders are placed: the account's '/' has no way to the shop.
      expect(within(modal).getByRole('link', { name: 'Place an order' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.[^/]+\/products$/,
      )
      expect(window.sessionStorage.getItem(reactivationShownKey)).toBe('true')
      first.unmount()

      renderButton({ ReactivationEnabled: true })
      await screen.findByRole('button', { name: /^Photos will be deleted in / })
      expect(screen.queryByRole('dialog')).toBeNull()
    })

    it('stays closed when ReactivationEnabled is off', async () => {
      await signInAs(ctx, 'consumer')
      server.use(...scenarioHandlers(ctx, 'storage:critical'))
      renderButton({ ReactivationEnabled: false })
      await screen.findByRole('button', { name: /^Photos will be deleted in / })
      expect(screen.queryByRole('dialog')).toBeNull()
    })

    it('stays closed when the status is not critical', async () => {
      await signInAs(ctx, 'consumer')
      server.use(...scenarioHandlers(ctx, 'storage:warning'))
      renderButton({ ReactivationEnabled: true })
      await screen.findByRole('button', { name: /^Photos will be deleted on / })
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(window.sessionStorage.getItem(reactivationShownKey)).toBeNull()
    })
  })
})
