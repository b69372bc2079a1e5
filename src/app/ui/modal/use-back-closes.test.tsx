import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useBackCloses } from './use-back-closes'

const dialogsInState = () => (window.history.state?.openDialogs ?? []) as string[]

function backAndWait(): Promise<void> {
  return new Promise((done) => {
    window.addEventListener('popstate', () => done(), { once: true })
    window.history.back()
  })
}

function openDialog(options: { dismissible?: boolean } = {}) {
  const onClose = vi.fn()
  const view = renderHook(
    ({ open, dismissible }) => useBackCloses({ open, dismissible, onClose: () => onClose() }),
    { initialProps: { open: true, dismissible: options.dismissible ?? true } },
  )
  return { onClose, ...view }
}

describe('Back closes the top dialog', () => {
  // Test files share one document (vitest.config.ts, isolate: false): each test starts on an entry with no dialog.
  beforeEach(() => window.history.replaceState(null, ''))

  it('opening pushes an entry at the same address; Back closes the dialog and leaves the address as it was', async () => {
    const address = window.location.href
    const push = vi.spyOn(window.history, 'pushState')
    const { onClose, unmount } = openDialog()
    expect(push).toHaveBeenCalledTimes(1)
    push.mockRestore()
    expect(window.location.href).toBe(address)
    expect(dialogsInState()).toHaveLength(1)
    await act(backAndWait)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(dialogsInState()).toHaveLength(0)
    expect(window.location.href).toBe(address)
    unmount()
  })

  it('closed by its button or Escape, it takes its entry back', async () => {
    const { rerender, onClose } = openDialog()
    expect(dialogsInState()).toHaveLength(1)
    rerender({ open: false, dismissible: true })
    await waitFor(() => expect(dialogsInState()).toHaveLength(0))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('while it may not be dismissed (its request running), Back leaves the page as it did before the dialog', async () => {
    window.history.pushState({ page: 'the one before' }, '')
    window.history.pushState({ page: 'the dialog’s' }, '')
    const { onClose, unmount } = openDialog({ dismissible: false })
    await act(backAndWait)
    await waitFor(() => expect(window.history.state?.page).toBe('the one before'))
    expect(onClose).not.toHaveBeenCalled()
    unmount()
  })

  it('a dialog over a dialog: Back closes only the top one', async () => {
    const lower = openDialog()
    const upper = openDialog()
    expect(dialogsInState()).toHaveLength(2)
    await act(backAndWait)
    expect(upper.onClose).toHaveBeenCalledTimes(1)
    expect(lower.onClose).not.toHaveBeenCalled()
    expect(dialogsInState()).toHaveLength(1)
    upper.unmount()
    lower.rerender({ open: false, dismissible: true })
    await waitFor(() => expect(dialogsInState()).toHaveLength(0))
  })

  it('closed by a link that navigates, it leaves history to that navigation', async () => {
    const { rerender } = openDialog()
    const back = vi.spyOn(window.history, 'back')
    // The router pushes the navigation's entry as the link's click starts it, before the dialog goes.
    window.history.pushState({ page: 'the link’s' }, '')
    rerender({ open: false, dismissible: true })
    await new Promise((done) => setTimeout(done, 0)) // the task after the one that would go back
    expect(back).not.toHaveBeenCalled()
    back.mockRestore()
  })

  it('opened again while its closing goes back past its entry (a key pressed twice quickly), it stays open', async () => {
    const { rerender, onClose, unmount } = openDialog()
    const wentBack = new Promise<void>((done) =>
      window.addEventListener('popstate', () => done(), { once: true }),
    )
    const historyBack = window.history.back.bind(window.history)
    // The entry stays on top until the popstate: the dialog opens again in between.
    const back = vi.spyOn(window.history, 'back').mockImplementationOnce(() => {
      historyBack()
      rerender({ open: true, dismissible: true })
    })
    rerender({ open: false, dismissible: true })
    // Not inside act(), which would hold the new render back until the popstate has come.
    await wentBack
    await new Promise((done) => setTimeout(done, 0)) // every listener of that popstate has run
    expect(back).toHaveBeenCalledTimes(1)
    back.mockRestore()
    expect(dialogsInState()).toHaveLength(1)
    expect(onClose).not.toHaveBeenCalled()
    // Its entry is its own again: Back closes it.
    await act(backAndWait)
    expect(onClose).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('opened and closed again while its closing steps back, it steps back once, not out of the page', async () => {
    window.history.replaceState({ page: 'this one' }, '')
    const { rerender, unmount } = openDialog()
    const wentBack = new Promise<void>((done) =>
      window.addEventListener('popstate', () => done(), { once: true }),
    )
    const historyBack = window.history.back.bind(window.history)
    // A browser's step back may take longer than a task: here it starts a task later, after the second closing's check.
    const back = vi.spyOn(window.history, 'back').mockImplementationOnce(() => {
      setTimeout(historyBack, 0)
      rerender({ open: true, dismissible: true })
      rerender({ open: false, dismissible: true })
    })
    rerender({ open: false, dismissible: true })
    await wentBack
    await new Promise((done) => setTimeout(done, 0)) // the task after the one that would step back again
    expect(back).toHaveBeenCalledTimes(1)
    back.mockRestore()
    expect(window.history.state).toEqual({ page: 'this one' })
    unmount()
  })
})

describe('the dialog entries a reload left', () => {
  // A fresh module each time: it goes back past them once per load.
  async function freshModule() {
    vi.resetModules()
    return import('./use-back-closes')
  }

  beforeEach(() => window.history.replaceState(null, ''))
  afterEach(() => vi.restoreAllMocks())

  it('are gone back past once, after the first paint', async () => {
    const { leaveDialogEntriesOfLastLoad } = await freshModule()
    window.history.replaceState({ openDialogs: ['left-by-the-last-load'] }, '')
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {})
    leaveDialogEntriesOfLastLoad()
    leaveDialogEntriesOfLastLoad()
    expect(go).toHaveBeenCalledTimes(1)
    expect(go).toHaveBeenCalledWith(-1)
  })

  it('leave alone the entry of a dialog of this load that has just closed: it takes its entry back itself', async () => {
    const { leaveDialogEntriesOfLastLoad, useBackCloses } = await freshModule()
    const view = renderHook(({ open }) => useBackCloses({ open, dismissible: true, onClose: () => {} }), {
      initialProps: { open: true },
    })
    const go = vi.spyOn(window.history, 'go')
    // Closed (Escape): its entry is taken back a moment later; the first paint's clean-up comes in between.
    view.rerender({ open: false })
    leaveDialogEntriesOfLastLoad()
    await waitFor(() => expect(dialogsInState()).toHaveLength(0))
    expect(go).not.toHaveBeenCalled()
    view.unmount()
  })
})
