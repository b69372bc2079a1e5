import { type InfiniteData, useQuery } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Photo } from '#app/photos/timeline-model'
import { photoLibraryKeys } from '#app/queries/photos'
import { subjectOf } from '../../../../../mocks/db/personas'
import { ownPhotos } from '../../../../../mocks/handlers/photo-library/library'
import { mockServerForTests } from '../../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../../tests/render-with-platform'
import { useDeletePhotos } from './use-delete-photos'

const { ctx } = await mockServerForTests()
const monthKey = [...photoLibraryKeys.all, 'month', 2024, 3, 'dateTaken', 'desc']

/** A month's cached photos, their number on screen, and a Delete button for the first two. */
function Month({ photos }: { photos: Photo[] }) {
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
      <p>{deletion.isSuccess ? 'Deleted' : ''}</p>
      <button type="button" onClick={() => deletion.mutate(photos.slice(0, 2).map((p) => p.imageId))}>
        Delete
      </button>
    </>
  )
}

describe('useDeletePhotos against the mocks', () => {
  beforeEach(() => signInAs(ctx, 'consumer'))

  it('takes the photos off the screen in the click’s own task once the deletion code is loaded', async () => {
    const photos = ownPhotos(ctx, subjectOf('consumer'))
      .slice(0, 3)
      .map(({ imageId, dateTaken }) => ({ imageId, dateTaken }) as Photo)
    renderWithPlatform(<Month photos={photos} />, ctx.services)
    expect(screen.getByText('3 photos')).toBeTruthy()
    await vi.dynamicImportSettled()
    // No waiting between the click and the check: the screen must already show the deletion.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.getByText('1 photos')).toBeTruthy()
    expect(await screen.findByText('Deleted')).toBeTruthy()
    expect(screen.getByText('1 photos')).toBeTruthy()
  })
})
