import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { atLeast, minimumOverlayMs } from './minimum-duration'

describe('atLeast (the overlay shows at least 3 seconds)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('holds a quick result back until 3 seconds have passed', async () => {
    expect(minimumOverlayMs).toBe(3_000)
    const done = vi.fn()
    void atLeast(Promise.resolve('selection'), minimumOverlayMs).then(done)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledWith('selection')
  })

  it('adds nothing to slow work', async () => {
    const done = vi.fn()
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 5_000))
    void atLeast(slow, minimumOverlayMs).then(done)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledWith('late')
  })

  it('fails at once: the failure is not held back', async () => {
    const failed = vi.fn()
    void atLeast(Promise.reject(new Error('500')), minimumOverlayMs).catch(failed)
    await vi.advanceTimersByTimeAsync(0)
    expect(failed).toHaveBeenCalledOnce()
  })
})
