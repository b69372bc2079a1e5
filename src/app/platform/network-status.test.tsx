import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineError, useOnline } from './network-status'
import { whenOnline } from './when-online'

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the network status', () => {
  it('is followed as the browser reports it', () => {
    const { result } = renderHook(() => useOnline())
    expect(result.current).toBe(true)
    act(() => setOnline(false))
    expect(result.current).toBe(false)
    act(() => setOnline(true))
    expect(result.current).toBe(true)
  })

  it('lets a write go at once online, and when the network comes back offline', async () => {
    await expect(whenOnline(1_000)).resolves.toBeUndefined()
    setOnline(false)
    let resolved = false
    const back = whenOnline(60_000).then(() => {
      resolved = true
    })
    await Promise.resolve()
    expect(resolved).toBe(false)
    setOnline(true)
    await back
    expect(resolved).toBe(true)
  })

  it('gives up with OfflineError after the limit, and an offline event alone changes nothing', async () => {
    vi.useFakeTimers()
    setOnline(false)
    const waiting = whenOnline(60_000)
    waiting.catch(() => undefined)
    window.dispatchEvent(new Event('offline'))
    await vi.advanceTimersByTimeAsync(59_999)
    await vi.advanceTimersByTimeAsync(1)
    await expect(waiting).rejects.toBeInstanceOf(OfflineError)
  })
})
