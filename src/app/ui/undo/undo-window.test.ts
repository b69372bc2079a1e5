// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isWaiting, sendWaiting, startUndoWindow } from './undo-window'
import { waitingAbout } from './waiting-about'

function deletion() {
  return { send: vi.fn<(leaving: boolean) => void>(), restore: vi.fn(), onClosed: vi.fn() }
}

describe('the undo window of a deletion', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    sendWaiting()
    vi.useRealTimers()
  })

  it('sends the deletion once the window has passed, not before', () => {
    const entry = deletion()
    startUndoWindow(entry, 5_000)
    vi.advanceTimersByTime(4_999)
    expect(entry.send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(entry.send).toHaveBeenCalledExactlyOnceWith(false)
    expect(entry.onClosed).toHaveBeenCalledOnce()
    expect(isWaiting()).toBe(false)
  })

  it('Undo brings it back and sends nothing, then or later', () => {
    const entry = deletion()
    const waiting = startUndoWindow(entry, 5_000)
    vi.advanceTimersByTime(2_000)
    expect(waiting.undo()).toBe(true)
    expect(entry.restore).toHaveBeenCalledOnce()
    expect(entry.onClosed).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(10_000)
    expect(entry.send).not.toHaveBeenCalled()
  })

  it('Undo after the deletion was sent does nothing', () => {
    const entry = deletion()
    const waiting = startUndoWindow(entry, 5_000)
    vi.advanceTimersByTime(5_000)
    expect(waiting.undo()).toBe(false)
    expect(entry.restore).not.toHaveBeenCalled()
    expect(entry.send).toHaveBeenCalledOnce()
  })

  it('a deletion made pointless is dropped: nothing sent, nothing restored, its window closed', () => {
    const entry = { ...deletion(), subject: 'album-photos:a1' }
    startUndoWindow(entry, 5_000)
    expect(waitingAbout('album-photos:a2')).toBeUndefined()
    const waiting = waitingAbout('album-photos:a1')
    waiting?.pause()
    vi.advanceTimersByTime(10_000)
    expect(entry.send).not.toHaveBeenCalled()
    waiting?.drop()
    sendWaiting()
    vi.advanceTimersByTime(10_000)
    expect(entry.send).not.toHaveBeenCalled()
    expect(entry.restore).not.toHaveBeenCalled()
    expect(entry.onClosed).toHaveBeenCalledOnce()
    expect(isWaiting()).toBe(false)
    expect(waitingAbout('album-photos:a1')).toBeUndefined()
  })

  it('starting another deletion sends the waiting one at once', () => {
    const first = deletion()
    const second = deletion()
    const firstWaiting = startUndoWindow(first, 5_000)
    startUndoWindow(second, 5_000)
    expect(first.send).toHaveBeenCalledExactlyOnceWith(false)
    expect(second.send).not.toHaveBeenCalled()
    expect(firstWaiting.undo()).toBe(false)
    vi.advanceTimersByTime(5_000)
    expect(first.send).toHaveBeenCalledOnce()
    expect(second.send).toHaveBeenCalledOnce()
  })

  it('leaving the tab sends what waits, as a request that may outlive the page', () => {
    const entry = deletion()
    startUndoWindow(entry, 5_000)
    window.dispatchEvent(new Event('pagehide'))
    expect(entry.send).toHaveBeenCalledExactlyOnceWith(true)
    vi.advanceTimersByTime(5_000)
    expect(entry.send).toHaveBeenCalledOnce()
  })

  it('pauses while the customer is on Undo, and goes on with the time that was left', () => {
    const entry = deletion()
    const waiting = startUndoWindow(entry, 5_000)
    vi.advanceTimersByTime(3_000)
    waiting.pause()
    vi.advanceTimersByTime(60_000)
    expect(entry.send).not.toHaveBeenCalled()
    waiting.resume()
    vi.advanceTimersByTime(1_999)
    expect(entry.send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(entry.send).toHaveBeenCalledOnce()
  })

  it('sendNow sends at once and only once', () => {
    const entry = deletion()
    const waiting = startUndoWindow(entry, 5_000)
    waiting.sendNow()
    waiting.sendNow()
    vi.advanceTimersByTime(5_000)
    expect(entry.send).toHaveBeenCalledOnce()
  })
})
