import { type InfiniteData, useQuery } from '@tanstack/react-query'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Photo } from '#app/photos/timeline-model'
import { photoKeys } from '#app/queries/photos/keys'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { isWaiting, sendWaiting } from '#app/ui/undo/undo-window'
import { subjectOf } from '../../../../../mocks/db/personas'
import { ownPhotos } from '../../../../../mocks/handlers/photo-library/library'
import { mockServerForTests } from '../../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../../tests/render-with-platform'
import { useDeletePhotos } from './use-delete-photos'

const { ctx } = await mockServerForTests()

/** The ids the last Delete press removed. */
let removed: string[] = []
const monthKey = photoKeys.month({ year: 2024, month: 3 }, { sortKey: 'dateTaken', sortOrder: 'desc' })

/** A month's cached photos, their number on screen, and a Delete button for the first two. */
function Month({ photos, onUndo }: { photos: Photo[]; onUndo?: () => void }) {
  const month = useQuery<InfiniteData<{ images: Photo[] }>>({
    queryKey: monthKey,
    queryFn: () => Promise.reject(new Error('not loaded in this test')),
    initialData: { pages: [{ images: photos }], pageParams: [undefined] },
    staleTime: Number.POSITIVE_INFINITY,
  })
  const deletion = useDeletePhotos({ preload: true })
  const shown = month.data.pages.flatMap((page) => page.images)
  return (
    <>
      <p>{`${shown.length} photos`}</p>
      <button
        type="button"
        onClick={() => {
          removed = photos.slice(0, 2).map((p) => p.imageId)
          deletion.remove(removed, { onUndo })
        }}
      >
        Delete
      </button>
    </>
  )
}

function firstPhotos() {
  return ownPhotos(ctx, subjectOf('consumer'))
    .slice(0, 3)
    .map(({ imageId, dateTaken }) => ({ imageId, dateTaken }) as Photo)
}

describe('useDeletePhotos against the mocks', () => {
  beforeEach(() => signInAs(ctx, 'consumer'))
  afterEach(async () => {
    const pending = isWaiting()
    sendWaiting()
    // A deletion sent here reaches the mocks before the next test watches the network.
    if (pending) {
      await vi.waitFor(() =>
        expect(ownPhotos(ctx, subjectOf('consumer')).map((p) => p.imageId)).not.toContain(removed[0]),
      )
    }
    vi.useRealTimers()
  })

  it('takes the photos off the screen in the click’s own task, and offers Undo before sending', async () => {
    const photos = firstPhotos()
    renderWithPlatform(
      <ToastProvider>
        <Month photos={photos} />
      </ToastProvider>,
      ctx.services,
    )
    expect(screen.getByText('3 photos')).toBeTruthy()
    await vi.dynamicImportSettled()
    // No waiting between the click and the check: the screen must already show the deletion.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByText('1 photos')).toBeTruthy()
    // The toast's own code loads once the page's content is there (toast-provider.tsx), so it may come a step later.
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('2 photos deleted'),
    )
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy()
  })

  it('Undo puts the photos back and sends nothing', async () => {
    const photos = firstPhotos()
    const onUndo = vi.fn()
    const deletes: string[] = []
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderWithPlatform(
      <ToastProvider>
        <Month photos={photos} onUndo={onUndo} />
      </ToastProvider>,
      ctx.services,
    )
    await vi.dynamicImportSettled()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByText('1 photos')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('3 photos')).toBeTruthy()
    expect(onUndo).toHaveBeenCalledOnce()
    for (const [input, init] of fetchSpy.mock.calls) {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (method === 'DELETE') deletes.push(String(input))
    }
    expect(deletes).toEqual([])
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull())
    fetchSpy.mockRestore()
  })

  it('sends the deletion when another starts, and the photos stay gone once it succeeds', async () => {
    const photos = firstPhotos()
    renderWithPlatform(
      <ToastProvider>
        <Month photos={photos} />
      </ToastProvider>,
      ctx.services,
    )
    await vi.dynamicImportSettled()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await act(async () => sendWaiting())
    await vi.waitFor(() =>
      expect(ownPhotos(ctx, subjectOf('consumer')).map((p) => p.imageId)).not.toContain(photos[0]?.imageId),
    )
    expect(screen.getByText('1 photos')).toBeTruthy()
  })
})
