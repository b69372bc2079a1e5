import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The release is kept for the page's life (module state): each test starts from a fresh copy of the module.
async function freshModule() {
  vi.resetModules()
  return import('./primary-content')
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the shell’s secondary parts', () => {
  it('wait on the timeline opened first until its first thumbnail, then load', async () => {
    const { usePrimaryContentShown, markPrimaryContentShown } = await freshModule()
    const { result } = renderHook(() => usePrimaryContentShown('/my-photos/photos'))
    expect(result.current).toBe(false)
    act(() => markPrimaryContentShown())
    expect(result.current).toBe(true)
  })

  it('wait at most 3 s for a thumbnail that does not come', async () => {
    const { usePrimaryContentShown } = await freshModule()
    const { result } = renderHook(() => usePrimaryContentShown('/my-photos/photos'))
    act(() => vi.advanceTimersByTime(2_999))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
  })

  it('load at once on another page of the shell, and the timeline opened after it does not take them back', async () => {
    const { useShellPartsShown } = await freshModule()
    const { result, rerender } = renderHook(({ path }) => useShellPartsShown(path), {
      initialProps: { path: '/orders' },
    })
    expect(result.current).toBe(true)
    rerender({ path: '/my-photos/photos' })
    expect(result.current).toBe(true)
  })

  it('still wait on the timeline after a page outside the shell, which drew none of them', async () => {
    const { usePrimaryContentShown, useShellPartsShown } = await freshModule()
    const outside = renderHook(() => usePrimaryContentShown('/subscription-confirmation'))
    expect(outside.result.current).toBe(true)
    outside.unmount()
    const { result } = renderHook(() => useShellPartsShown('/my-photos/photos'))
    expect(result.current).toBe(false)
  })

  it('once loaded on the timeline, stay when it is opened again', async () => {
    const { usePrimaryContentShown, markPrimaryContentShown } = await freshModule()
    act(() => markPrimaryContentShown())
    const { result } = renderHook(() => usePrimaryContentShown('/my-photos/'))
    expect(result.current).toBe(true)
  })

  it('do not draw a page that does not wait again when the release comes', async () => {
    const { useShellPartsShown, markPrimaryContentShown } = await freshModule()
    let renders = 0
    renderHook(() => {
      renders++
      return useShellPartsShown('/orders')
    })
    act(() => markPrimaryContentShown())
    expect(renders).toBe(1)
  })
})
