// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerSchemasOf } from '#app/api/answer-schemas'
import { ApiError } from '#app/api/api-error'
import { createClientFor } from '#app/api/clients'
import type { ArchiveNotice } from '#app/platform/downloads/archive-notices'
import type { RequestState } from '#app/platform/downloads/request-state'
import { catchSavedFiles, fakePushConnection } from '#app/platform/downloads/test-support'
import { type ArchiveDownloadDeps, archiveAskIntervalMs, startArchiveDownload } from './archive-download'

const base = 'https://api.example/downloads'
const downloadId = '3d2f1e0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f'
const signed = `https://files.example/archives/${downloadId}.zip?signature=abc`

interface Seen {
  method: string
  url: string
  body?: unknown
  authorization: string | null
}

/** fetch as the flow meets it: POST /downloads, GET /downloads/{id}/url and the signed file. */
function stubFetch(overrides: { post?: number; url?: number; file?: number } = {}) {
  const seen: Seen[] = []
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input
    const body = request.method === 'POST' ? await request.clone().json() : undefined
    seen.push({
      method: request.method,
      url: request.url,
      body,
      authorization: request.headers.get('Authorization'),
    })
    if (request.method === 'POST' && request.url === `${base}/downloads`) {
      if (overrides.post) return Response.json({ message: 'Injected fault' }, { status: overrides.post })
      return Response.json({ id: body.id, photos: body.photos, name: body.name }, { status: 202 })
    }
    if (request.url === `${base}/downloads/${downloadId}/url`) {
      if (overrides.url) return Response.json({ message: 'Injected fault' }, { status: overrides.url })
      return Response.json({ url: signed })
    }
    if (request.url === signed) {
      if (overrides.file) return new Response('expired', { status: overrides.file })
      return new Response('PK\u0003\u0004zip', { headers: { 'Content-Type': 'application/zip' } })
    }
    return new Response('not found', { status: 404 })
  })
  return seen
}

function setUp(overrides: Parameters<typeof stubFetch>[0] = {}) {
  const seen = stubFetch(overrides)
  const push = fakePushConnection()
  const notices: ArchiveNotice[] = []
  const states: RequestState['status'][] = []
  const created: string[] = []
  const deps: ArchiveDownloadDeps = {
    client: createClientFor('downloads', base),
    openPush: vi.fn(() => push.connection),
    notify: (notice) => notices.push(notice),
    onState: (state) => states.push(state.status),
    onCreated: (id) => created.push(id),
    newId: () => downloadId,
  }
  return { seen, push, notices, states, created, deps }
}

describe('startArchiveDownload', () => {
  let files: ReturnType<typeof catchSavedFiles>
  beforeEach(async () => {
    await answerSchemasOf('downloads') // loaded before the clock is faked: a module import waits on no timer of ours
    vi.useFakeTimers()
    files = catchSavedFiles()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    files.restore()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('asks for the archive, tells started and finished, and saves {downloadId}.zip', async () => {
    const { seen, push, notices, states, created, deps } = setUp()
    const done = startArchiveDownload(['p1', 'p2'], { name: 'Summer' }, deps)
    expect(states).toEqual(['InProgress'])
    expect(deps.openPush).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(0)
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: `${base}/downloads`,
      body: { id: downloadId, name: 'Summer', photos: ['p1', 'p2'] },
    })
    expect(created).toEqual([downloadId])
    expect(notices).toEqual([])

    await vi.advanceTimersByTimeAsync(500)
    push.emit('started', downloadId)
    expect(notices).toEqual(['started'])
    expect(states).toEqual(['InProgress'])

    await vi.advanceTimersByTimeAsync(1_000)
    push.emit('finished', downloadId)
    expect(notices).toEqual(['started', 'finished'])
    expect(await done).toEqual({ status: 'Finished' })
    expect(states).toEqual(['InProgress', 'Finished'])
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${base}/downloads`,
      `GET ${base}/downloads/${downloadId}/url`,
      `GET ${signed}`,
    ])
    expect(seen[2]!.authorization, 'the signed URL gets no token').toBeNull()
    expect(files.saved).toHaveLength(1)
    expect(files.saved[0]!.fileName).toBe(`${downloadId}.zip`)
    expect(await files.saved[0]!.blob.text()).toMatch(/^PK/)
    expect(push.closedBy, 'the connection closes once the archive is saved').toBe('client')
  })

  it('sends no name when none is given', async () => {
    const { seen, deps } = setUp()
    void startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(0)
    expect(seen[0]!.body).toEqual({ id: downloadId, photos: ['p1'] })
  })

  it('ignores messages about other archives', async () => {
    const { push, notices, states, deps } = setUp()
    void startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(0)
    push.emit('started', 'someone-else')
    push.emit('error', 'someone-else')
    push.emit('finished', 'someone-else')
    await vi.advanceTimersByTimeAsync(0)
    expect(notices).toEqual([])
    expect(states).toEqual(['InProgress'])
    expect(push.closedBy).toBeUndefined()
  })

  it("hears messages that come before the POST answers (the id is the app's)", async () => {
    const { push, notices, deps } = setUp()
    const done = startArchiveDownload(['p1'], {}, deps)
    push.emit('started', downloadId)
    expect(notices).toEqual(['started'])
    await vi.advanceTimersByTimeAsync(0)
    push.emit('finished', downloadId)
    expect((await done).status).toBe('Finished')
  })

  it("on 'error' tells Download failed, fetches nothing and fails", async () => {
    const { seen, push, notices, deps } = setUp()
    const done = startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(500)
    push.emit('started', downloadId)
    await vi.advanceTimersByTimeAsync(1_000)
    push.emit('error', downloadId)
    expect(await done).toEqual({ status: 'Failed' })
    expect(notices).toEqual(['started', 'error'])
    expect(seen).toHaveLength(1)
    expect(files.saved).toEqual([])
    expect(push.closedBy).toBe('client')
  })

  it('a failing POST tells the photos could not be downloaded and fails with its correlation id', async () => {
    const { notices, push, created, deps } = setUp({ post: 500 })
    const done = startArchiveDownload(['p1'], {}, deps)
    const state = await done
    expect(state.status).toBe('Failed')
    expect(state.status === 'Failed' && state.correlationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(notices).toEqual(['requestFailed'])
    expect(created).toEqual([])
    expect(push.closedBy).toBe('client')
  })

  it.each([
    ['the signed URL', { url: 500 }],
    ['the file', { file: 403 }],
  ])('when %s fails after finished, tells the photos could not be downloaded', async (_, overrides) => {
    const { push, notices, deps } = setUp(overrides)
    const done = startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(0)
    push.emit('finished', downloadId)
    expect((await done).status).toBe('Failed')
    expect(notices).toEqual(['finished', 'requestFailed'])
    expect(files.saved).toEqual([])
  })

  it('saves once when finished comes twice', async () => {
    const { push, deps } = setUp()
    const done = startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(0)
    push.emit('finished', downloadId)
    push.emit('finished', downloadId)
    await done
    push.emit('finished', downloadId)
    await vi.advanceTimersByTimeAsync(0)
    expect(files.saved).toHaveLength(1)
  })

  it('fails with Download failed when the connection ends (e.g. after 30 minutes) before the archive is ready', async () => {
    const { push, notices, deps } = setUp()
    const done = startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(0)
    push.emit('started', downloadId)
    push.end({ reason: 'lifetime' })
    expect(await done).toEqual({ status: 'Failed' })
    expect(notices).toEqual(['started', 'error'])
  })

  it('when the push channel fails, asks the service until the archive is made, then saves it', async () => {
    let asked = 0
    const { push, notices, deps } = setUp()
    const save = vi.fn(async () => {
      asked += 1
      if (asked < 3)
        throw new ApiError({
          status: 409,
          responseText: 'being made',
          method: 'GET',
          url: base,
          correlationId: 'corr-409',
        })
    })
    const done = startArchiveDownload(['p1', 'p2'], {}, { ...deps, save })
    await vi.advanceTimersByTimeAsync(0)
    push.end({ reason: 'server', code: 1006 })
    await vi.advanceTimersByTimeAsync(archiveAskIntervalMs * 2)
    expect(await done).toEqual({ status: 'Finished' })
    expect(save).toHaveBeenCalledTimes(3)
    expect(notices).toEqual(['finished'])
  })

  it('when the push channel fails and the service cannot answer, says the photos could not be downloaded', async () => {
    const { push, notices, deps } = setUp({ url: 500 })
    const done = startArchiveDownload(['p1'], {}, deps)
    await vi.advanceTimersByTimeAsync(0)
    push.end({ reason: 'server', code: 1006 })
    expect(await done).toMatchObject({ status: 'Failed', correlationId: expect.any(String) })
    expect(notices).toEqual(['requestFailed'])
  })

  it('when the push channel fails, gives up once the download’s time is up', async () => {
    const { push, notices, deps } = setUp({ url: 409 })
    const done = startArchiveDownload(['p1'], {}, { ...deps, lifetimeMs: archiveAskIntervalMs * 3 })
    await vi.advanceTimersByTimeAsync(0)
    push.end({ reason: 'server', code: 1006 })
    await vi.advanceTimersByTimeAsync(archiveAskIntervalMs * 3)
    expect(await done).toEqual({ status: 'Failed', correlationId: expect.any(String) })
    expect(notices).toEqual(['error'])
  })
})
