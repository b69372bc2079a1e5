// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { closeByBackThen } from './close-by-back'
import { useBackCloses } from './use-back-closes'

const dialogsInState = () => (window.history.state?.openDialogs ?? []) as string[]

describe('closeByBackThen', () => {
  // Test files share one document (vitest.config.ts, isolate: false): each test starts on an entry with no dialog.
  beforeEach(() => window.history.replaceState({ page: 'the preview' }, ''))

  it('goes Back over the dialog’s entry (which closes it), then runs what follows on the page’s own entry', async () => {
    const onClose = vi.fn()
    const { rerender } = renderHook(({ open }) => useBackCloses({ open, dismissible: true, onClose }), {
      initialProps: { open: true },
    })
    expect(dialogsInState()).toHaveLength(1)
    const close = vi.fn()
    const stateWhenNext: unknown[] = []
    act(() => closeByBackThen(close, () => stateWhenNext.push(window.history.state)))
    await waitFor(() => expect(stateWhenNext).toHaveLength(1))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(close).not.toHaveBeenCalled()
    expect(stateWhenNext[0]).toEqual({ page: 'the preview' })
    rerender({ open: false })
    await new Promise((done) => setTimeout(done, 0))
    expect(window.history.state).toEqual({ page: 'the preview' })
  })

  it('with no dialog entry on top, closes and runs what follows at once', () => {
    const order: string[] = []
    closeByBackThen(
      () => order.push('close'),
      () => order.push('next'),
    )
    expect(order).toEqual(['close', 'next'])
  })
})
