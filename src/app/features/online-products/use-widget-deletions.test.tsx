import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/widgets.operations'
import { useWidgetDeletions } from './use-widget-deletions'

const { ctx, server } = await mockServerForTests()

/** The hook in a component, with a short undo window; `current` is its latest answer. */
function renderDeletions() {
  const hook: { current?: ReturnType<typeof useWidgetDeletions> } = {}
  function Probe() {
    hook.current = useWidgetDeletions(20)
    return null
  }
  renderWithPlatform(<Probe />, ctx.services, '/online-products')
  return () => hook.current!
}

const widgetExists = (code: string) =>
  ctx.db.widgets.findFirst((q) => q.where({ productCode: code })) !== undefined

describe('useWidgetDeletions', () => {
  it('hides a widget at once and deletes it when the undo window has passed', async () => {
    await signInAs(ctx, 'consumer')
    const deletions = renderDeletions()
    act(() => deletions().remove('PC-100001-008'))
    expect(deletions().isHidden('PC-100001-008')).toBe(true)
    expect(deletions().stateOf('PC-100001-008').status).toBe('Waiting')
    await waitFor(() => expect(deletions().stateOf('PC-100001-008').status).toBe('Finished'))
    expect(deletions().isHidden('PC-100001-008')).toBe(true)
    expect(widgetExists('PC-100001-008')).toBe(false)
  })

  it('Undo within the window keeps the widget and sends nothing', async () => {
    await signInAs(ctx, 'consumer')
    const deletions = renderDeletions()
    act(() => deletions().remove('PC-100001-007'))
    let undone = false
    act(() => {
      undone = deletions().undo('PC-100001-007')
    })
    expect(undone).toBe(true)
    expect(deletions().isHidden('PC-100001-007')).toBe(false)
    expect(deletions().stateOf('PC-100001-007').status).toBe('NotRequested')
    // Another deletion started later has gone all the way: the undone one's window has passed too.
    act(() => deletions().remove('PC-100001-002'))
    await waitFor(() => expect(deletions().stateOf('PC-100001-002').status).toBe('Finished'))
    expect(widgetExists('PC-100001-007')).toBe(true)
    expect(deletions().stateOf('PC-100001-007').status).toBe('NotRequested')
  })

  it('a failed deletion brings that widget back with the correlation id, and another goes on', async () => {
    await signInAs(ctx, 'consumer')
    const deletions = renderDeletions()
    server.use(operationFault(ctx, 'widgets', operationIndex, 'deleteWidget', 500))
    act(() => deletions().remove('PC-100001-006'))
    await waitFor(() => expect(deletions().stateOf('PC-100001-006').status).toBe('Failed'))
    const failed = deletions().stateOf('PC-100001-006')
    expect(failed).toMatchObject({
      status: 'Failed',
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(deletions().isHidden('PC-100001-006')).toBe(false)
    server.resetHandlers()
    act(() => deletions().remove('PC-100001-003'))
    await waitFor(() => expect(deletions().stateOf('PC-100001-003').status).toBe('Finished'))
    expect(deletions().stateOf('PC-100001-006').status).toBe('Failed')
    expect(widgetExists('PC-100001-006')).toBe(true)
  })
})
