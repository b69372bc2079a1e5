import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { RequestState } from '#app/platform/downloads/request-state'
import { SelectionProvider, useSelection } from './selection-context'
import { useToolbarDownload } from './use-toolbar-download'

/** A download that ends when the test says so. */
function controlledDownload() {
  let finish: (state: RequestState) => void = () => {}
  const asked: string[][] = []
  const download = (photoIds: string[]) => {
    asked.push(photoIds)
    return new Promise<RequestState>((resolve) => {
      finish = resolve
    })
  }
  return { download, asked, finish: (state: RequestState) => finish(state) }
}

function renderToolbarDownload(download: (photoIds: string[]) => Promise<RequestState>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SelectionProvider selecting>{children}</SelectionProvider>
  )
  const { result } = renderHook(
    () => ({ selection: useSelection(), download: useToolbarDownload(download) }),
    {
      wrapper,
    },
  )
  act(() => result.current.selection.setMany(['a', 'b'], true))
  return result
}

describe('useToolbarDownload', () => {
  it('keeps selection mode while the download runs, and leaves it once the download has finished', async () => {
    const control = controlledDownload()
    const result = renderToolbarDownload(control.download)
    act(() => result.current.download.start(['a', 'b']))
    expect(control.asked).toEqual([['a', 'b']])
    expect(result.current.download.busy).toBe(true)
    expect(result.current.selection.selecting).toBe(true)
    expect(result.current.selection.selected.size).toBe(2)

    await act(async () => control.finish({ status: 'Finished' }))
    await waitFor(() => expect(result.current.selection.selecting).toBe(false))
    expect(result.current.download.busy).toBe(false)
  })

  it('keeps selection mode and the selection when the download fails, for another try', async () => {
    const control = controlledDownload()
    const result = renderToolbarDownload(control.download)
    act(() => result.current.download.start(['a', 'b']))
    await act(async () => control.finish({ status: 'Failed' }))
    await waitFor(() => expect(result.current.download.busy).toBe(false))
    expect(result.current.selection.selecting).toBe(true)
    expect([...result.current.selection.selected]).toEqual(['a', 'b'])
  })
})
