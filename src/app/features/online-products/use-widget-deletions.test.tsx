import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/widgets.operations'
import { useWidgetDeletions } from './use-widget-deletions'

const { ctx, server } = await mockServerForTests()

type Deletions = ReturnType<typeof useWidgetDeletions>

/**
 * The hook on a stand-in list page (/online-products?page=2), with a short undo window; `current` is its latest
 * answer. `leave()` goes to another page, as the customer would.
 */
function renderDeletions(undoMs = 20) {
  const hook: { current?: Deletions; leave?: () => void } = {}
  function List() {
    hook.current = useWidgetDeletions(undoMs)
    return <h1>The list</h1>
  }
  function Leave() {
    const navigate = useNavigate()
    hook.leave = () => void navigate('/orders')
    return null
  }
  renderWithPlatform(
    <ToastProvider>
      <Routes>
        <Route path="/online-products" element={<List />} />
        <Route path="/orders" element={<h1>Orders</h1>} />
      </Routes>
      <Leave />
    </ToastProvider>,
    ctx.services,
    '/online-products?page=2',
  )
  return { deletions: () => hook.current!, leave: () => act(() => hook.leave!()) }
}

const widgetExists = (code: string) =>
  ctx.db.widgets.findFirst((q) => q.where({ productCode: code })) !== undefined

describe('useWidgetDeletions', () => {
  it('hides a widget at once and deletes it when the undo window has passed', async () => {
    await signInAs(ctx, 'consumer')
    const { deletions } = renderDeletions()
    act(() => deletions().remove({ productCode: 'PC-100001-008', title: 'Christmas 2025' }))
    expect(deletions().isHidden('PC-100001-008')).toBe(true)
    expect(deletions().stateOf('PC-100001-008').status).toBe('Waiting')
    await waitFor(() => expect(deletions().stateOf('PC-100001-008').status).toBe('Finished'))
    expect(deletions().isHidden('PC-100001-008')).toBe(true)
    expect(widgetExists('PC-100001-008')).toBe(false)
  })

  it('Undo within the window keeps the widget and sends nothing', async () => {
    await signInAs(ctx, 'consumer')
    const { deletions } = renderDeletions()
    act(() => deletions().remove({ productCode: 'PC-100001-007', title: 'The garden through the seasons' }))
    let undone = false
    act(() => {
      undone = deletions().undo('PC-100001-007')
    })
    expect(undone).toBe(true)
    expect(deletions().isHidden('PC-100001-007')).toBe(false)
    expect(deletions().stateOf('PC-100001-007').status).toBe('NotRequested')
    // Another deletion started later has gone all the way: the undone one's window has passed too.
    act(() => deletions().remove({ productCode: 'PC-100001-002', title: 'Grandma’s 80th birthday' }))
    await waitFor(() => expect(deletions().stateOf('PC-100001-002').status).toBe('Finished'))
    expect(widgetExists('PC-100001-007')).toBe(true)
    expect(deletions().stateOf('PC-100001-007').status).toBe('NotRequested')
  })

  it('a widget removed twice before it has left the screen is deleted once', async () => {
    await signInAs(ctx, 'consumer')
    const deletes: string[] = []
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname)
    }
    server.events.on('request:start', count)
    try {
      const { deletions } = renderDeletions()
      act(() => {
        deletions().remove({ productCode: 'PC-100001-005', title: 'Summer in Brittany' })
        deletions().remove({ productCode: 'PC-100001-005', title: 'Summer in Brittany' })
      })
      await waitFor(() => expect(deletions().stateOf('PC-100001-005').status).toBe('Finished'))
      expect(deletes.filter((path) => path.endsWith('/PC-100001-005'))).toHaveLength(1)
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('a failed deletion brings that widget back with the correlation id, and another goes on', async () => {
    await signInAs(ctx, 'consumer')
    const { deletions } = renderDeletions()
    server.use(operationFault(ctx, 'widgets', operationIndex, 'deleteWidget', 500))
    act(() => deletions().remove({ productCode: 'PC-100001-006', title: 'Noah’s first year' }))
    await waitFor(() => expect(deletions().stateOf('PC-100001-006').status).toBe('Failed'))
    const failed = deletions().stateOf('PC-100001-006')
    expect(failed).toMatchObject({
      status: 'Failed',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(deletions().isHidden('PC-100001-006')).toBe(false)
    // On the list, the failure is said at the widget, not in a toast.
    expect(screen.queryByRole('alert')).toBeNull()
    server.resetHandlers()
    act(() => deletions().remove({ productCode: 'PC-100001-003', title: 'Our wedding day' }))
    await waitFor(() => expect(deletions().stateOf('PC-100001-003').status).toBe('Finished'))
    expect(deletions().stateOf('PC-100001-006').status).toBe('Failed')
    expect(widgetExists('PC-100001-006')).toBe(true)
  })

  it('leaving the list sends what waits at once; a failure then is a toast on the next page that leads back', async () => {
    await signInAs(ctx, 'consumer')
    // An undo window that would not pass during the test: only leaving sends the deletion.
    const { deletions, leave } = renderDeletions(60_000)
    server.use(operationFault(ctx, 'widgets', operationIndex, 'deleteWidget', 500))
    act(() => deletions().remove({ productCode: 'PC-100001-004', title: 'Family calendar 2026' }))
    leave()
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeTruthy()
    const toast = await screen.findByRole('alert')
    expect(toast.textContent).toMatch(
      /^“Family calendar 2026” could not be deleted\. Back to your online photo books Reference: [0-9a-f-]{36}$/,
    )
    expect(widgetExists('PC-100001-004')).toBe(true)
    const back = within(toast).getByRole('link', { name: 'Back to your online photo books' })
    expect(back.getAttribute('href')).toBe('/online-products?page=2')
    server.resetHandlers()
    fireEvent.click(back)
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    // The list opened again knows the failure (it lives in the query client): the widget is shown, with it.
    expect(deletions().stateOf('PC-100001-004')).toMatchObject({ status: 'Failed' })
    expect(deletions().isHidden('PC-100001-004')).toBe(false)
  })
})
