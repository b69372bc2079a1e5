import { ws } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { findUser } from '../../../../mocks/db/database'
import { subjectOf } from '../../../../mocks/db/personas'
import { issueTokens } from '../../../../mocks/identity/tokens'
import { createMockContext } from '../../../../mocks/node'
import { archiveFinished, archiveStarted, importStarted } from '../../../../mocks/push/message-builders'
import { pushHandlers, pushUrl } from '../../../../mocks/push/push-handlers'
import { archiveConnectionLifetimeMs, openPushConnection, type PushClosed } from './push-client'
import type { PushMessage } from './push-messages'

const ctx = await createMockContext()
const consumer = subjectOf('consumer')
const url = pushUrl(ctx)
const server = setupServer(...pushHandlers(ctx))

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const tokenOf = async (personaId: string) =>
  (await issueTokens(findUser(ctx.db, subjectOf(personaId))!, 'http://localhost/__mock-idp')).access_token

async function until(check: () => boolean, timeoutMs = 2_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

describe('the push client against the mock push channel (msw ws)', () => {
  it('authenticates with the access token, ignores OK and hands on the user’s messages', async () => {
    const token = await tokenOf('consumer')
    const connection = openPushConnection({ url, readAccessToken: () => token })
    const received: PushMessage[] = []
    connection.subscribe((message) => received.push(message))
    // The server subscribes the connection to the user's messages once the token is checked.
    const probe = importStarted(ctx.clock.now())
    await until(() => {
      ctx.push.send(consumer, probe)
      return received.length > 0
    })
    received.length = 0
    const started = archiveStarted({ now: ctx.clock.now(), userId: consumer, downloadId: 'd-1' })
    const finished = archiveFinished({ now: ctx.clock.now(), userId: consumer, downloadId: 'd-1' })
    ctx.push.send(subjectOf('participant'), importStarted(ctx.clock.now()))
    ctx.push.send(consumer, started)
    ctx.push.send(consumer, finished)
    await until(() => received.length === 2)
    expect(received).toEqual([started, finished])
    connection.close()
    expect(connection.isClosed).toBe(true)
  })

  it('sends {"action":"authenticate","token":…} first and ignores invalid frames silently', async () => {
    const sent: unknown[] = []
    const valid = archiveStarted({ now: 0, userId: 'u', downloadId: 'd-2' })
    // A channel of its own: the baseline would close the connection over the made-up token.
    const testUrl = `${url}-frames`
    server.use(
      ws.link(testUrl).addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => {
          event.preventDefault()
          sent.push(JSON.parse(String(event.data)))
          client.send('OK')
          client.send('not json')
          client.send(JSON.stringify({ key: 'finished' }))
          client.send(JSON.stringify({ ...valid, key: 'unknown' }))
          client.send(new Blob(['binary']))
          client.send(JSON.stringify(valid))
        })
      }),
    )
    const errors = vi.spyOn(console, 'error')
    const connection = openPushConnection({ url: testUrl, readAccessToken: () => 'token-1' })
    const received: PushMessage[] = []
    connection.subscribe((message) => received.push(message))
    await until(() => received.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toEqual([{ action: 'authenticate', token: 'token-1' }])
    expect(received).toEqual([valid])
    expect(errors).not.toHaveBeenCalled()
    connection.close()
    errors.mockRestore()
  })

  it('tells its close listeners when the server closes it (a bad token: 4401)', async () => {
    const connection = openPushConnection({ url, readAccessToken: () => 'not-a-token' })
    const closed: PushClosed[] = []
    connection.onClose((event) => closed.push(event))
    await until(() => closed.length === 1)
    expect(closed).toEqual([{ reason: 'server', code: 4401 }])
    expect(connection.isClosed).toBe(true)
  })
})

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = []
  readyState = 0
  sent: string[] = []
  closedWith: number | undefined
  constructor(readonly url: string) {
    super()
    FakeSocket.made.push(this)
  }
  send(data: string) {
    this.sent.push(data)
  }
  close(code?: number) {
    this.closedWith = code
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.dispatchEvent(new Event('open'))
  }
  receive(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
  serverClose(code: number) {
    this.readyState = 3
    this.dispatchEvent(new CloseEvent('close', { code }))
  }
}

const fake = (options: { lifetimeMs?: number; token?: string | undefined } = {}) => {
  const connection = openPushConnection({
    url: 'ws://push.example/push',
    readAccessToken: () => ('token' in options ? options.token : 'token-2'),
    createSocket: (socketUrl) => new FakeSocket(socketUrl) as unknown as WebSocket,
    ...(options.lifetimeMs !== undefined ? { lifetimeMs: options.lifetimeMs } : {}),
  })
  return { connection, socket: FakeSocket.made.at(-1)! }
}

describe('the push client (fake socket)', () => {
  afterEach(() => vi.useRealTimers())

  it('closes an archive connection after 30 minutes, and says why', () => {
    vi.useFakeTimers()
    expect(archiveConnectionLifetimeMs).toBe(1_800_000)
    const { connection, socket } = fake({ lifetimeMs: archiveConnectionLifetimeMs })
    socket.open()
    expect(socket.url).toBe('ws://push.example/push')
    expect(JSON.parse(socket.sent[0]!)).toEqual({ action: 'authenticate', token: 'token-2' })
    const closed: PushClosed[] = []
    connection.onClose((event) => closed.push(event))
    vi.advanceTimersByTime(archiveConnectionLifetimeMs - 1)
    expect(connection.isClosed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(connection.isClosed).toBe(true)
    expect(socket.closedWith).toBe(1000)
    expect(closed).toEqual([{ reason: 'lifetime' }])
  })

  it('stops handing on messages once closed, and unsubscribes', () => {
    const { connection, socket } = fake()
    socket.open()
    const first: PushMessage[] = []
    const second: PushMessage[] = []
    const stop = connection.subscribe((message) => first.push(message))
    connection.subscribe((message) => second.push(message))
    const message = archiveStarted({ now: 0, userId: 'u', downloadId: 'd' })
    socket.receive(JSON.stringify(message))
    stop()
    socket.receive(JSON.stringify(message))
    connection.close()
    socket.receive(JSON.stringify(message))
    expect(first).toHaveLength(1)
    expect(second).toHaveLength(2)
  })

  it('waits for a connecting socket to open before closing it', () => {
    const { connection, socket } = fake()
    connection.close()
    expect(socket.closedWith).toBeUndefined()
    socket.open()
    expect(socket.closedWith).toBe(1000)
    expect(socket.sent).toEqual([])
  })

  it('does not authenticate without an access token', () => {
    const { connection, socket } = fake({ token: undefined })
    const closed: PushClosed[] = []
    connection.onClose((event) => closed.push(event))
    socket.open()
    expect(socket.sent).toEqual([])
    expect(closed).toEqual([{ reason: 'no-token' }])
  })

  it('a failing listener does not keep the message from the others', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { connection, socket } = fake()
    socket.open()
    const heard: PushMessage[] = []
    connection.subscribe(() => {
      throw new Error('boom')
    })
    connection.subscribe((message) => heard.push(message))
    socket.receive(JSON.stringify(archiveStarted({ now: 0, userId: 'u', downloadId: 'd' })))
    expect(heard).toHaveLength(1)
    expect(errors).toHaveBeenCalledOnce()
    errors.mockRestore()
  })

  it('reports a server close to late close listeners too', () => {
    const { connection, socket } = fake()
    socket.open()
    socket.serverClose(1006)
    const closed: PushClosed[] = []
    connection.onClose((event) => closed.push(event))
    expect(closed).toEqual([{ reason: 'server', code: 1006 }])
  })
})
