import { act, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestState } from '#app/platform/downloads/request-state'
import { catchSavedFiles } from '#app/platform/downloads/test-support'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { subjectOf } from '../../../../mocks/db/personas'
import { createDownloadHandler } from '../../../../mocks/handlers/downloads'
import { operationFault } from '../../../../mocks/handlers/operation'
import { ownPhotos } from '../../../../mocks/handlers/photo-library/library'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/downloads.operations'
import { useArchiveDownload } from './use-archive-download'

const { ctx, server } = await mockServerForTests()
const photoIds = ownPhotos(ctx, subjectOf('consumer'))
  .slice(0, 3)
  .map((photo) => photo.imageId)

let hook: ReturnType<typeof useArchiveDownload>
const states: RequestState['status'][] = []
/** The mock announces the archive 0.5 s and 1.5 s after it is created; leave room for a busy machine. */
const slow = { timeout: 5_000 }

function Probe(props: Parameters<typeof useArchiveDownload>[0]) {
  hook = useArchiveDownload(props)
  const status = hook.state.status
  useEffect(() => void states.push(status), [status])
  return null
}

function renderHook(props: Parameters<typeof useArchiveDownload>[0] = {}) {
  return renderWithPlatform(
    <ToastProvider>
      <Probe {...props} />
    </ToastProvider>,
    ctx.services,
  )
}

describe('useArchiveDownload against the mocks (downloads service and push channel)', () => {
  let files: ReturnType<typeof catchSavedFiles>
  beforeEach(async () => {
    states.length = 0
    files = catchSavedFiles()
    await signInAs(ctx, 'consumer')
  })
  afterEach(() => files.restore())

  it('shows Preparing download..., then Downloading photos, and saves the archive as {id}.zip', async () => {
    renderHook()
    expect(hook.state.status).toBe('NotRequested')
    let done: Promise<RequestState> = Promise.resolve({ status: 'NotRequested' })
    act(() => {
      done = hook.start(photoIds, { name: 'Three photos' })
    })
    await waitFor(() => expect(hook.state.status).toBe('InProgress'))
    expect(await screen.findByText('Preparing download...', {}, slow)).toBeTruthy()
    expect(await screen.findByText('Downloading photos', {}, slow)).toBeTruthy()
    expect(await act(() => done)).toEqual({ status: 'Finished' })
    await waitFor(() => expect(hook.state.status).toBe('Finished'))
    expect(states).toEqual(['NotRequested', 'InProgress', 'Finished'])
    expect(files.saved).toHaveLength(1)
    const [file] = files.saved
    const archive = ctx.db.photoArchives.findFirst((q) => q.where({ name: 'Three photos' }))!
    expect(file!.fileName).toBe(`${archive.id}.zip`)
    const bytes = new Uint8Array(await file!.blob.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
    expect(archive.photoIds).toEqual(photoIds)
  })

  it('asked again for the same photos while their archive is being made, asks for no second archive', async () => {
    renderHook()
    const before = ctx.db.photoArchives.all().length
    let first: Promise<RequestState> = Promise.resolve({ status: 'NotRequested' })
    let second: Promise<RequestState> = Promise.resolve({ status: 'NotRequested' })
    act(() => {
      first = hook.start(photoIds, { name: 'Asked twice' })
      second = hook.start(photoIds, { name: 'Asked twice' })
    })
    expect(second).toBe(first)
    expect(await act(() => first)).toEqual({ status: 'Finished' })
    await waitFor(() => expect(hook.state.status).toBe('Finished'))
    expect(ctx.db.photoArchives.all().length).toBe(before + 1)
    expect(files.saved).toHaveLength(1)
  })

  it("shows Download failed when the push channel says 'error'", async () => {
    server.use(createDownloadHandler(ctx, 'error'))
    renderHook()
    let done: Promise<RequestState> = Promise.resolve({ status: 'NotRequested' })
    act(() => {
      done = hook.start(photoIds)
    })
    expect(await screen.findByText('Preparing download...', {}, slow)).toBeTruthy()
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Download failed')
    expect((await act(() => done)).status).toBe('Failed')
    expect(hook.state.status).toBe('Failed')
    expect(files.saved).toEqual([])
  })

  it('shows the error when the archive cannot be asked for', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(operationFault(ctx, 'downloads', operationIndex, 'createDownload', 500))
    renderHook()
    act(() => void hook.start(photoIds))
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Error: Your photos could not be downloaded')
    await waitFor(() => expect(hook.state.status).toBe('Failed'))
    expect(errors.mock.calls[0]![0]).toBe(
      '[account-area] Request failed: POST /downloads/downloads (status 500)',
    )
    errors.mockRestore()
  })
})

/** A socket the test drives, so the toast timings can run on fake timers. */
class DrivenSocket extends EventTarget {
  static last: DrivenSocket | undefined
  readyState = 0
  sent: string[] = []
  constructor() {
    super()
    DrivenSocket.last = this
  }
  send(data: string) {
    this.sent.push(data)
  }
  close() {
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.dispatchEvent(new Event('open'))
  }
  archive(key: string, downloadId: string) {
    const data = JSON.stringify({
      id: 'm-1',
      timestamp: '2026-06-01T10:00:00.000Z',
      key,
      message: { userId: 'user-consumer', downloadId },
    })
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
}

describe('useArchiveDownload toast timings (fake timers)', () => {
  let files: ReturnType<typeof catchSavedFiles>
  beforeEach(async () => {
    await signInAs(ctx, 'consumer')
    DrivenSocket.last = undefined
    files = catchSavedFiles()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    files.restore()
  })

  const createSocket = () => new DrivenSocket() as unknown as WebSocket
  // The archive flow loads on first use, so the socket appears a moment after start().
  const pushSocket = () =>
    vi.waitFor(() => {
      if (!DrivenSocket.last) throw new Error('No push socket yet')
      return DrivenSocket.last
    })

  it('keeps Preparing download... 5 s and Downloading photos 10 s, and closes the connection after 30 minutes', async () => {
    renderHook({ createSocket })
    let done: Promise<RequestState> = Promise.resolve({ status: 'NotRequested' })
    act(() => {
      done = hook.start(photoIds, { name: 'Timed' })
    })
    // The archive flow loads on first use, so the socket appears a moment after start().
    const socket = await pushSocket()
    act(() => socket.open())
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ action: 'authenticate' })
    // The POST answers (msw in Node), then the mock's own push timers are faked too: drive the socket by hand.
    await act(() => vi.advanceTimersByTimeAsync(50))
    const archive = await vi.waitFor(
      () => {
        const created = ctx.db.photoArchives.findFirst((q) => q.where({ name: 'Timed' }))
        if (!created) throw new Error('The archive is not created yet')
        return created
      },
      { timeout: 5_000 },
    )

    act(() => socket.archive('started', archive.id))
    expect(screen.getByText('Preparing download...')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(4_999))
    expect(screen.queryByText('Preparing download...')).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.queryByText('Preparing download...')).toBeNull()

    // The mock's readyAt is on the real clock; let the archive be ready before 'finished'.
    ctx.db.photoArchives.update((q) => q.where({ id: archive.id }), {
      data(record) {
        record.readyAt = new Date(0).toISOString()
      },
    })
    act(() => socket.archive('finished', archive.id))
    expect(screen.getByText('Downloading photos')).toBeTruthy()
    expect((await act(() => done)).status).toBe('Finished')
    await act(() => vi.advanceTimersByTimeAsync(9_000))
    expect(screen.queryByText('Downloading photos')).not.toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.queryByText('Downloading photos')).toBeNull()
    expect(files.saved.map((file) => file.fileName)).toEqual([`${archive.id}.zip`])
  })

  it('fails when the 30-minute connection ends before the archive is ready', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderHook({ createSocket })
    let done: Promise<RequestState> = Promise.resolve({ status: 'NotRequested' })
    act(() => {
      done = hook.start(photoIds)
    })
    const socket = await pushSocket()
    act(() => socket.open())
    await act(() => vi.advanceTimersByTimeAsync(1_800_000))
    expect((await act(() => done)).status).toBe('Failed')
    expect(screen.getByRole('alert').textContent).toContain('Download failed')
    expect(errors).toHaveBeenCalledWith(
      '[account-area] The push connection ended before the archive was ready',
      {
        reason: 'lifetime',
      },
    )
    errors.mockRestore()
  })
})
