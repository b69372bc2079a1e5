import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { IntlProvider } from 'react-intl'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PhotoPreview, type PreviewPhoto } from '#app/photos/preview/photo-preview'
import { readAccessToken } from '#app/platform/auth/token-store'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { sendWaiting } from '#app/ui/undo/undo-window'
import { operationFault } from '../../../../../mocks/handlers/operation'
import messages from '../../../../../public/locales/en-GB.json'
import { mockServerForTests } from '../../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../../tests/render-with-platform'
import { operationIndex } from '../../../../generated/photos.operations'
import { PhotoPreviewPage } from './photo-preview-page'

const { ctx, server } = await mockServerForTests()

afterEach(() => vi.restoreAllMocks())

function WhereAmI() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

function renderPreview(id: string, search = '?stripped=true') {
  // The app's toasts (app.tsx) say what fails once the preview has closed.
  return renderWithPlatform(
    <ToastProvider>
      <Routes>
        <Route path="/my-photos/photos/preview/:id" element={<PhotoPreviewPage />} />
        <Route path="/my-photos/photos" element={<p>The photo list</p>} />
      </Routes>
      <WhereAmI />
    </ToastProvider>,
    ctx.services,
    `/my-photos/photos/preview/${id}${search}`,
  )
}

const location = () => screen.getByTestId('location').textContent

/** The consumer's photos in the preview's default order (dateTaken, desc), as the mock answers them. */
async function consumerPhotos(): Promise<{ imageId: string; localFileName: string }[]> {
  const token = readAccessToken()
  const response = await fetch(`${ctx.services.photos}/photos?limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { images: { imageId: string; localFileName: string }[] }).images
}

describe('PhotoPreviewPage', () => {
  it('shows the selected photo, moves with the arrow keys and closes with Escape keeping the query', async () => {
    await signInAs(ctx, 'consumer')
    const photos = await consumerPhotos()
    renderPreview(photos[1]!.imageId)
    const preview = await screen.findByRole('region', { name: photos[1]!.localFileName })
    expect(within(preview).getByRole('img', { name: photos[1]!.localFileName }).getAttribute('src')).toMatch(
      /\/1300\.svg$/,
    )
    expect(within(preview).getByText('Photo 2 of 37')).toBeTruthy()
    expect(document.activeElement).toBe(preview)

    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(location()).toBe(`/my-photos/photos/preview/${photos[2]!.imageId}?stripped=true`),
    )
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    await waitFor(() =>
      expect(location()).toBe(`/my-photos/photos/preview/${photos[0]!.imageId}?stripped=true`),
    )
    expect(screen.getByRole('button', { name: 'Previous photo' }).getAttribute('aria-disabled')).toBe('true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(location()).toBe('/my-photos/photos?stripped=true'))
  })

  it('goes back to the list when the id is not one of the photos', async () => {
    await signInAs(ctx, 'consumer')
    renderPreview('no-such-photo')
    await waitFor(() => expect(location()).toBe('/my-photos/photos?stripped=true'))
  })

  it('goes back to the list when there are no photos', async () => {
    await signInAs(ctx, 'new-customer')
    renderPreview('anything', '')
    await waitFor(() => expect(location()).toBe('/my-photos/photos'))
  })

  it('shows the load error with Try again when the photos fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photos', operationIndex, 'listPhotos', 500))
    renderPreview('whatever')
    expect(await screen.findByText('Error: Your photos could not be loaded')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('downloads the photo under its file name', async () => {
    await signInAs(ctx, 'consumer')
    const photos = await consumerPhotos()
    const createObjectURL = vi.fn(() => 'blob:photo')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    let saved: string | undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = this.download
    })
    renderPreview(photos[0]!.imageId)
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }))
    await waitFor(() => expect(saved).toBe(photos[0]!.localFileName))
    expect(createObjectURL).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so inside the preview when the download fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    const photos = await consumerPhotos()
    server.use(http.get(`${ctx.services.photos}/files/photos/:id/:file`, () => HttpResponse.error()))
    renderPreview(photos[0]!.imageId)
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Your photo could not be downloaded')
    expect(location()).toBe(`/my-photos/photos/preview/${photos[0]!.imageId}?stripped=true`)
  })

  it('says so inside the preview when the deletion fails, and keeps the photo', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    const photos = await consumerPhotos()
    server.use(operationFault(ctx, 'photos', operationIndex, 'deletePhotos', 500))
    renderPreview(photos[0]!.imageId)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Error: Your photo could not be deleted')
    await userEvent.click(within(alert).getByRole('button', { name: 'Close message' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('region', { name: photos[0]!.localFileName })).toBeTruthy()
  })

  it('deletes the photo without asking, shows the next one, and sends the deletion after its Undo window', async () => {
    await signInAs(ctx, 'consumer')
    const photos = await consumerPhotos()
    renderPreview(photos[3]!.imageId)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(location()).toBe(`/my-photos/photos/preview/${photos[4]!.imageId}?stripped=true`),
    )
    await waitFor(() => expect(screen.getByText('Photo 4 of 36')).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy()
    // Sent as the window closes early (another deletion, leaving the photos); the 5 s are the window's own test's.
    expect((await consumerPhotos()).some((photo) => photo.imageId === photos[3]!.imageId)).toBe(true)
    sendWaiting()
    await waitFor(async () =>
      expect((await consumerPhotos()).some((photo) => photo.imageId === photos[3]!.imageId)).toBe(false),
    )
  })
})

const photo = (n: number): PreviewPhoto => ({
  imageId: `p${n}`,
  localFileName: `IMG_${n}.jpg`,
  thumbnails: [
    { id: 300, url: `https://files.example/${n}/300.svg`, width: 300, height: 200 },
    { id: 800, url: `https://files.example/${n}/800.svg`, width: 800, height: 533 },
  ],
})

function renderComponent(props: Partial<Parameters<typeof PhotoPreview>[0]> = {}) {
  const handlers = { onNavigate: vi.fn(), onClose: vi.fn(), onLoadMore: vi.fn() }
  const view = (extra: Partial<Parameters<typeof PhotoPreview>[0]>) => (
    <IntlProvider locale="en-GB" messages={messages}>
      <PhotoPreview
        photos={[photo(1), photo(2), photo(3)]}
        currentId="p2"
        {...handlers}
        {...props}
        {...extra}
      />
    </IntlProvider>
  )
  const result = render(view({}))
  return {
    ...handlers,
    rerender: (extra: Partial<Parameters<typeof PhotoPreview>[0]>) => result.rerender(view(extra)),
  }
}

describe('PhotoPreviewPage sorted by date uploaded (the timeline-based preview)', () => {
  afterEach(() => localStorage.clear())

  /** The consumer's photos as the timeline shows them: month by month, each month in upload order. */
  async function timelineOrder(sortOrder: 'asc' | 'desc'): Promise<string[]> {
    const headers = { Authorization: `Bearer ${readAccessToken()}` }
    const summary = (await (await fetch(`${ctx.services.photos}/users/timeline`, { headers })).json()) as {
      timeline: Record<string, Record<string, number>>
    }
    const months = Object.entries(summary.timeline)
      .flatMap(([year, counts]) => Object.keys(counts).map((month) => [Number(year), Number(month)] as const))
      .filter(([year, month]) => !(year === 1970 && month === 1))
      .sort(([y1, m1], [y2, m2]) => (sortOrder === 'desc' ? y2 - y1 || m2 - m1 : y1 - y2 || m1 - m2))
    const ids: string[] = []
    for (const [year, month] of months) {
      const url = `${ctx.services.photos}/photos/timeline/${year}/${month}?limit=100&sortKey=created&sortOrder=${sortOrder}`
      const page = (await (await fetch(url, { headers })).json()) as { images: { imageId: string }[] }
      ids.push(...page.images.map((photo) => photo.imageId))
    }
    return ids
  }

  it('walks the photos month by month from the timeline, across month boundaries', async () => {
    await signInAs(ctx, 'consumer')
    localStorage.setItem(
      'photoLibrary.sort.photos',
      JSON.stringify({ sortKey: 'created', sortOrder: 'desc' }),
    )
    const order = await timelineOrder('desc')
    expect(order.length).toBeGreaterThan(5)
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname)
    server.events.on('request:start', listen)
    renderPreview(order[0]!, '')
    await screen.findByRole('img', { name: /./ })
    for (const next of order.slice(1, 6)) {
      await userEvent.keyboard('{ArrowRight}')
      await waitFor(() => expect(location()).toBe(`/my-photos/photos/preview/${next}`))
    }
    server.events.removeListener('request:start', listen)
    expect(asked.some((path) => /\/photos\/timeline\/\d+\/\d+$/.test(path))).toBe(true)
    expect(asked.some((path) => path.endsWith('/photos/photos'))).toBe(false)
  })
})

describe('PhotoPreview', () => {
  it('falls back to the largest thumbnail and names every control', () => {
    renderComponent()
    expect(screen.getByRole('img', { name: 'IMG_2.jpg' }).getAttribute('src')).toBe(
      'https://files.example/2/800.svg',
    )
    for (const name of [
      'Back',
      'Previous photo',
      'Next photo',
      'Zoom',
      'Copy to album',
      'Delete',
      'Download',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy()
  })

  it('disables copy and delete with a tooltip in a shared album; download stays', async () => {
    const onDownload = vi.fn()
    const onDelete = vi.fn()
    renderComponent({
      actions: { shared: true, inAlbum: true, onDelete, onDownload, onCopyToAlbum: vi.fn() },
    })
    for (const name of ['Copy to album', 'Delete from album']) {
      const button = screen.getByRole('button', { name })
      expect(button.getAttribute('aria-disabled')).toBe('true')
      expect(button.getAttribute('aria-describedby')).toBeTruthy()
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Unavailable for shared albums',
      )
    }
    await userEvent.click(screen.getByRole('button', { name: 'Delete from album' }))
    expect(onDelete).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Download' }))
    expect(onDownload).toHaveBeenCalledWith(photo(2))
  })

  it('copy to album is enabled only with a handler', () => {
    const { rerender } = renderComponent()
    expect(screen.getByRole('button', { name: 'Copy to album' }).getAttribute('aria-disabled')).toBe('true')
    rerender({ actions: { onCopyToAlbum: vi.fn() } })
    expect(screen.getByRole('button', { name: 'Copy to album' }).getAttribute('aria-disabled')).toBe('false')
  })

  it('Escape closes, unless a modal is open', () => {
    const { onClose } = renderComponent()
    const modal = document.createElement('div')
    modal.setAttribute('role', 'dialog')
    modal.setAttribute('aria-modal', 'true')
    document.body.append(modal)
    fireEvent.keyDown(document, { key: 'Escape' })
    fireEvent.keyDown(document, { key: 'ArrowRight' })
    expect(onClose).not.toHaveBeenCalled()
    modal.remove()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('the zoom button toggles 2.5x and says so with aria-pressed', async () => {
    renderComponent()
    const zoom = screen.getByRole('button', { name: 'Zoom' })
    expect(zoom.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(zoom)
    expect(zoom.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('img').style.transform).toContain('scale(2.5)')
    await userEvent.click(zoom)
    expect(zoom.getAttribute('aria-pressed')).toBe('false')
  })

  it('a double tap within 200 ms zooms; two slow taps do not', () => {
    renderComponent()
    const stage = screen.getByTestId('photo-preview-stage')
    const tap = (timeStamp: number) => {
      for (const type of ['pointerDown', 'pointerUp'] as const) {
        const event = new PointerEvent(type.toLowerCase(), {
          bubbles: true,
          pointerId: 1,
          pointerType: 'touch',
          clientX: 10,
          clientY: 10,
        })
        Object.defineProperty(event, 'timeStamp', { value: timeStamp })
        act(() => {
          stage.dispatchEvent(event)
        })
      }
    }
    tap(1000)
    tap(1300)
    expect(screen.getByRole('button', { name: 'Zoom' }).getAttribute('aria-pressed')).toBe('false')
    tap(1450)
    expect(screen.getByRole('button', { name: 'Zoom' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('asks for more at the last loaded photo when more follow', () => {
    const { onLoadMore, rerender } = renderComponent({ hasMore: true })
    expect(onLoadMore).not.toHaveBeenCalled()
    rerender({ currentId: 'p3' })
    expect(onLoadMore).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Next photo' }).getAttribute('aria-disabled')).toBe('true')
  })
})
