import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/api/api-error'
import { offlineWriteWaitMs } from '#app/api/time-limits'
import { nextIdempotencyKey } from '#app/api/write-attempt'
import { OfflineError } from '#app/platform/network-status'
import { useOnceMutation } from './use-once-mutation'

/** The browser's network as navigator.onLine and its events say. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  window.dispatchEvent(new Event('offline'))
  return () => {
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
}

describe('useOnceMutation', () => {
  it('sends once while a call is in flight, however often it is asked', async () => {
    const write = vi.fn(async (name: string) => ({ name }))
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }), { wrapper })
    await act(async () => {
      await Promise.all([result.current.mutateAsync('a'), result.current.mutateAsync('a')])
    })
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('with sameAgainIsDone, a repeat of what just succeeded sends nothing, yet succeeds again; a change sends', async () => {
    const write = vi.fn(async (details: { firstName: string }) => ({ ...details, saved: true }))
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }, { sameAgainIsDone: true }), {
      wrapper,
    })
    await act(() => result.current.mutateAsync({ firstName: 'Robin' }))
    act(() => result.current.mutate({ firstName: 'Robin' }, { onSuccess }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(onSuccess.mock.calls[0]![0]).toEqual({ firstName: 'Robin', saved: true })
    expect(write).toHaveBeenCalledTimes(1)
    await act(() => result.current.mutateAsync({ firstName: 'Robyn' }))
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('sameAgainIsDone may name what counts: the same fields on the entity tag the save moved on send nothing', async () => {
    const write = vi.fn(async ({ details }: { details: string; basedOn: string }) => details)
    const { result } = renderHook(
      () => useOnceMutation({ mutationFn: write }, { sameAgainIsDone: ({ details }) => details }),
      { wrapper },
    )
    await act(() => result.current.mutateAsync({ details: 'Robin', basedOn: '"1"' }))
    await act(() => result.current.mutateAsync({ details: 'Robin', basedOn: '"2"' }))
    expect(write).toHaveBeenCalledTimes(1)
    await act(() => result.current.mutateAsync({ details: 'Robyn', basedOn: '"2"' }))
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('asked again after a failure of unknown outcome, the same write is the same attempt: the same keys', async () => {
    const keys: string[] = []
    const lost = new ApiError({
      kind: 'network',
      status: 0,
      responseText: 'Failed to fetch',
      method: 'POST',
      url: 'https://s.example/addresses',
      correlationId: 'c',
    })
    const refused = new ApiError({
      status: 400,
      responseText: '{}',
      method: 'POST',
      url: 'https://s.example/addresses',
      correlationId: 'c',
    })
    const write = vi.fn(async (_: string) => {
      keys.push(nextIdempotencyKey())
      const failure = [lost, refused][keys.length - 1]
      if (failure) throw failure
      return 'added'
    })
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }), { wrapper })
    await act(() => result.current.mutateAsync('Downing Street').catch(() => undefined))
    await act(() => result.current.mutateAsync('Downing Street').catch(() => undefined))
    await act(() => result.current.mutateAsync('Downing Street'))
    await act(() => result.current.mutateAsync('Downing Street'))
    // Lost, then repeated: one attempt. Refused (400: nothing done), the next is a new one; so is any after a success.
    expect(keys[1]).toBe(keys[0])
    expect(new Set(keys).size).toBe(3)
  })

  it('without it, the same write asked again later is sent again', async () => {
    const write = vi.fn(async (name: string) => name)
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }), { wrapper })
    await act(() => result.current.mutateAsync('album'))
    await act(() => result.current.mutateAsync('album'))
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('a failure is not remembered: the same write asked again is sent again', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('ok')
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }, { sameAgainIsDone: true }), {
      wrapper,
    })
    await act(() => result.current.mutateAsync('x').catch(() => undefined))
    await act(() => result.current.mutateAsync('x'))
    expect(write).toHaveBeenCalledTimes(2)
  })

  it('offline, waits pending for the network and sends once it is back', async () => {
    const backOnline = goOffline()
    const write = vi.fn(async (name: string) => name)
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }), { wrapper })
    let sent: Promise<string> | undefined
    act(() => {
      sent = result.current.mutateAsync('details')
    })
    await waitFor(() => expect(result.current.isPending).toBe(true))
    expect(write).not.toHaveBeenCalled()
    act(() => backOnline())
    await act(async () => {
      await expect(sent).resolves.toBe('details')
    })
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('offline for longer than its limit, fails with OfflineError and sends nothing', async () => {
    vi.useFakeTimers()
    goOffline()
    const write = vi.fn(async (name: string) => name)
    const { result } = renderHook(() => useOnceMutation({ mutationFn: write }), { wrapper })
    let sent: Promise<string> | undefined
    act(() => {
      sent = result.current.mutateAsync('details')
      sent.catch(() => undefined)
    })
    await act(() => vi.advanceTimersByTimeAsync(offlineWriteWaitMs))
    await expect(sent).rejects.toBeInstanceOf(OfflineError)
    expect(write).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1)) // react-query tells its observers on a timer
    expect(result.current.error).toBeInstanceOf(OfflineError)
    // Back online, the failure goes: nothing was sent, and the customer may send it now.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(result.current.isError).toBe(false)
  })
})
