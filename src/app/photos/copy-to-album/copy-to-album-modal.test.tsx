import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readAccessToken } from '#app/platform/auth/token-store'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/photos.operations'
import { CopyToAlbumModal } from './copy-to-album-modal'

const { ctx, server } = await mockServerForTests()

afterEach(() => vi.restoreAllMocks())

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${ctx.services.photos}${path}`, {
    headers: { Authorization: `Bearer ${readAccessToken()}` },
  })
  return (await response.json()) as T
}

async function firstPhotoIds(count: number): Promise<string[]> {
  const { images } = await get<{ images: { imageId: string }[] }>(`/photos?limit=${count}`)
  return images.map((photo) => photo.imageId)
}

function renderModal(photoIds: string[], excludeAlbumId?: string) {
  const onClose = vi.fn()
  const onCopied = vi.fn()
  renderWithPlatform(
    <ToastProvider>
      <CopyToAlbumModal
        photoIds={photoIds}
        excludeAlbumId={excludeAlbumId}
        onClose={onClose}
        onCopied={onCopied}
      />
    </ToastProvider>,
    ctx.services,
    '/my-photos/photos?stripped=true',
  )
  return { onClose, onCopied }
}

const albumButtons = async () =>
  within(await screen.findByRole('list', { name: 'Your albums' })).findAllByRole('button')

describe('CopyToAlbumModal', () => {
  it('copies into the chosen album, then closes with a toast linking to it', async () => {
    await signInAs(ctx, 'consumer')
    const { onClose, onCopied } = renderModal(await firstPhotoIds(2))
    expect(screen.getByText('2 photos selected')).toBeTruthy()
    const garden = (await albumButtons()).find((button) => button.textContent?.startsWith('Garden'))!
    await userEvent.click(garden)
    await waitFor(() => expect(onCopied).toHaveBeenCalledTimes(1))
    expect(onClose).toHaveBeenCalledTimes(1)
    const toast = await screen.findByText('Photos copied to', { exact: false })
    expect(toast.textContent).toBe('Photos copied to Garden')
    expect(within(toast).getByRole('link', { name: 'Garden' }).getAttribute('href')).toMatch(
      /^\/my-photos\/albums\/[0-9a-f-]{36}\?stripped=true$/,
    )
  })

  it('leaves out the album the photos come from', async () => {
    await signInAs(ctx, 'consumer')
    const family = (await get<{ albums: { albumId: string; albumName: string }[] }>('/albums')).albums.find(
      (album) => album.albumName === 'Family',
    )!
    renderModal(await firstPhotoIds(1), family.albumId)
    const names = (await albumButtons()).map(
      (button) => button.querySelector('.album-choice__name')?.textContent,
    )
    expect(names).toHaveLength(3)
    expect(names).not.toContain('Family')
  })

  it('keeps the modal open with the alert when copying fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photos', operationIndex, 'addAlbumPhotos', 500))
    const { onClose, onCopied } = renderModal(await firstPhotoIds(1))
    await userEvent.click((await albumButtons())[0]!)
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to save changes. Please try again.')
    expect(onClose).not.toHaveBeenCalled()
    expect(onCopied).not.toHaveBeenCalled()
  })
})
