import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type PlatformPatch, renderPatched } from '#app/features/shared-albums/test-support'
import { SelectionProvider, useSelection } from '#app/photos/selection/selection-context'
import { brands } from '#app/platform/brand/brand'
import { subjectOf } from '../../../../mocks/db/personas'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/temp-selections.operations'
import { OrderPrintsAction } from './order-prints-action'
import { OrderPrintsBar } from './order-prints-bar'
import { OrderPrintsProvider, useOrderPrintsMode } from './order-prints-mode'

const { ctx, server } = await mockServerForTests()

const editorUrl = 'https://editor.example/prints'
const ready: PlatformPatch = { flags: { OrderPrintsEnabled: true }, config: { printsEditorUrl: editorUrl } }

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A list's selection mode with the order-prints action, as an album screen has it. */
function Screen({ photoIds, loadAll }: { photoIds: string[]; loadAll: () => Promise<string[]> }) {
  const selection = useSelection()
  const mode = useOrderPrintsMode()
  return (
    <>
      <button type="button" onClick={selection.selecting ? selection.stop : selection.start}>
        {selection.selecting ? 'Cancel' : 'Select'}
      </button>
      {selection.selecting && !mode.active ? <OrderPrintsAction /> : null}
      {photoIds.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={selection.selected.has(id)}
          onClick={() => selection.toggle(id)}
        >
          {id}
        </button>
      ))}
      <OrderPrintsBar loadAllPhotoIds={loadAll} />
    </>
  )
}

function renderScreen(photoIds: string[], patch: PlatformPatch = ready, loadAll = async () => photoIds) {
  return renderPatched(
    <SelectionProvider>
      <OrderPrintsProvider>
        <Screen photoIds={photoIds} loadAll={loadAll} />
      </OrderPrintsProvider>
    </SelectionProvider>,
    ctx,
    patch,
  )
}

/** Some of the consumer's own photos (a temporary selection takes only the user's photos). */
function consumerPhotoIds(count: number): string[] {
  return ctx.db.photos
    .findMany((q) => q.where({ ownerSub: subjectOf('consumer') }))
    .slice(0, count)
    .map((photo) => photo.imageId)
}

/** Catches the full page load to the editor (useAppNavigate assigns window.location). */
function catchRedirect() {
  const assign = vi.fn()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location)
  return assign
}

async function enterOrderPrintsMode() {
  await userEvent.click(screen.getByRole('button', { name: 'Select' }))
  await userEvent.click(screen.getByRole('button', { name: 'Order photo prints' }))
  return screen.getByRole('toolbar', { name: 'Order photo prints' })
}

describe('Order prints from a selection', () => {
  it('is not offered without OrderPrintsEnabled', async () => {
    await signInAs(ctx, 'consumer')
    renderScreen(consumerPhotoIds(2), { config: { printsEditorUrl: editorUrl } })
    await userEvent.click(screen.getByRole('button', { name: 'Select' }))
    expect(screen.queryByRole('button', { name: 'Order photo prints' })).toBeNull()
  })

  it('is not offered, and logs an error, when the storefront has no sales channel ID', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    renderScreen(consumerPhotoIds(2), { ...ready, brand: { ...brands[0]!, id: '' } })
    await userEvent.click(screen.getByRole('button', { name: 'Select' }))
    expect(screen.queryByRole('button', { name: 'Order photo prints' })).toBeNull()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no sales channel ID'), expect.anything())
  })

  it('has Select all and Deselect all, and proceeds only with something selected and nothing loading', async () => {
    await signInAs(ctx, 'consumer')
    const ids = consumerPhotoIds(3)
    let finishLoading: (ids: string[]) => void = () => {}
    renderScreen(ids, ready, () => new Promise((resolve) => (finishLoading = resolve)))
    const bar = await enterOrderPrintsMode()
    const proceed = within(bar).getByRole('button', { name: 'Next: Customise 0 photo prints' })
    expect((proceed as HTMLButtonElement).disabled).toBe(true)

    await userEvent.click(within(bar).getByRole('button', { name: 'Select all' }))
    expect(within(bar).getByRole('button', { name: 'Selecting your photos...' })).toHaveProperty(
      'disabled',
      true,
    )
    await act(async () => finishLoading(ids))
    const all = within(bar).getByRole('button', { name: 'Next: Customise 3 photo prints' })
    expect((all as HTMLButtonElement).disabled).toBe(false)
    expect(within(bar).getByText('3 selected')).toBeTruthy()

    await userEvent.click(within(bar).getByRole('button', { name: 'Deselect all' }))
    expect(within(bar).getByRole('button', { name: 'Next: Customise 0 photo prints' })).toHaveProperty(
      'disabled',
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: ids[0] }))
    expect(within(bar).getByRole('button', { name: 'Next: Customise 1 photo print' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it('creates a temporary selection, shows the overlay for at least 3 seconds, then goes to the editor with PAP_910', async () => {
    await signInAs(ctx, 'consumer')
    const redirect = catchRedirect()
    const ids = consumerPhotoIds(2)
    renderScreen(ids)
    const bar = await enterOrderPrintsMode()
    await userEvent.click(screen.getByRole('button', { name: ids[0] }))
    await userEvent.click(screen.getByRole('button', { name: ids[1] }))

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    fireEvent.click(within(bar).getByRole('button', { name: 'Next: Customise 2 photo prints' }))
    // React Query tells the bar on a timer of its own.
    await vi.advanceTimersByTimeAsync(0)
    const overlay = screen.getByRole('dialog', { name: 'Adding 2 photos to editor...' })
    expect(overlay.getAttribute('aria-busy')).toBe('true')
    // The selection is made long before the 3 seconds are up: waited for on the real clock (the mock's answer and its
    // check are real work, slower on a busy machine) while the faked one stands still. The browser stays until then.
    const createdSelection = () =>
      ctx.db.tempSelections
        .findMany((q) => q.where({ ownerSub: subjectOf('consumer') }))
        .find((candidate) => candidate.photoIds.join() === ids.join())
    while (!createdSelection()) await new Promise((next) => setImmediate(next))
    const selection = createdSelection()
    await vi.advanceTimersByTimeAsync(2_999)
    expect(redirect).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(redirect).toHaveBeenCalledOnce()
    const address = new URL(redirect.mock.calls[0]![0] as string)
    expect(`${address.origin}${address.pathname}`).toBe(editorUrl)
    expect(Object.fromEntries(address.searchParams)).toEqual({
      channel: 'printbloom-gb',
      tempSelectionId: selection!.tempSelectionId,
      productCode: 'PAP_910',
    })
    // The overlay stays while the browser leaves.
    expect(screen.getByRole('dialog', { name: 'Adding 2 photos to editor...' })).toBeTruthy()
  })

  it('closes the overlay and says Error transferring photos. Try again. when the selection cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'temp-selections', operationIndex, 'createTempSelection', 500))
    const redirect = catchRedirect()
    const ids = consumerPhotoIds(1)
    renderScreen(ids)
    const bar = await enterOrderPrintsMode()
    await userEvent.click(screen.getByRole('button', { name: ids[0] }))
    await userEvent.click(within(bar).getByRole('button', { name: 'Next: Customise 1 photo print' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Error transferring photos. Try again.')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(redirect).not.toHaveBeenCalled()
    // Still in order-prints mode with the selection, to try again.
    expect(within(bar).getByRole('button', { name: 'Next: Customise 1 photo print' })).toHaveProperty(
      'disabled',
      false,
    )
  })

  it("the list's Cancel leaves order-prints mode and selection mode", async () => {
    await signInAs(ctx, 'consumer')
    renderScreen(consumerPhotoIds(1))
    await enterOrderPrintsMode()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('toolbar', { name: 'Order photo prints' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Select' }))
    expect(screen.getByRole('button', { name: 'Order photo prints' })).toBeTruthy()
  })
})
