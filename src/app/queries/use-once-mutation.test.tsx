import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useOnceMutation } from './use-once-mutation'

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
})
