import { act, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { photoFileUrl } from '#app/platform/downloads/photo-download'
import { catchSavedFiles } from '#app/platform/downloads/test-support'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { subjectOf } from '../../../../mocks/db/personas'
import { ownPhotos } from '../../../../mocks/handlers/photo-library/library'
import { createMockContext, createMockServer } from '../../../../mocks/node'
import { renderWithPlatform } from '../../../../tests/render-with-platform'
import { usePhotoDownload } from './use-photo-download'

const ctx = await createMockContext()
const server = createMockServer(ctx)
const photo = ownPhotos(ctx, subjectOf('consumer'))[0]!
const base = `${ctx.services.photos}/files/photos/${encodeURIComponent(photo.imageId)}`
const asPhoto = {
  url: `${base}/display.svg`,
  untouchedUrl: `${base}/original.svg`,
  localFileName: photo.localFileName,
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let hook: ReturnType<typeof usePhotoDownload>
function Probe() {
  hook = usePhotoDownload()
  return null
}

describe('usePhotoDownload (single download)', () => {
  let files: ReturnType<typeof catchSavedFiles>
  beforeEach(() => {
    files = catchSavedFiles()
  })
  afterEach(() => files.restore())

  it('prefers the untouched file and falls back to the shown one', () => {
    expect(photoFileUrl(asPhoto)).toBe(asPhoto.untouchedUrl)
    expect(photoFileUrl({ ...asPhoto, untouchedUrl: '' })).toBe(asPhoto.url)
  })

  it('saves the photo as it was uploaded, under its own file name', async () => {
    renderWithPlatform(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
      ctx.services,
    )
    expect(hook.state.status).toBe('NotRequested')
    const state = await act(() => hook.download(asPhoto))
    expect(state).toEqual({ status: 'Finished' })
    expect(hook.state.status).toBe('Finished')
    expect(files.saved.map((file) => file.fileName)).toEqual([photo.localFileName])
    expect(await files.saved[0]!.blob.text()).toContain('<svg')
  })

  it('shows Error: Your photo could not be downloaded when the file fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithPlatform(
      <ToastProvider>
        <Probe />
      </ToastProvider>,
      ctx.services,
    )
    const state = await act(() => hook.download({ ...asPhoto, untouchedUrl: `${base}/missing.svg` }))
    expect(state).toEqual({ status: 'Failed' })
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Error: Your photo could not be downloaded'),
    )
    expect(files.saved).toEqual([])
    errors.mockRestore()
  })
})
