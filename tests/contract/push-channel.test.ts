import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import type { MockContext } from '../../mocks/context'
import { findUser } from '../../mocks/db/database'
import { subjectOf } from '../../mocks/db/personas'
import { startMockHttpServer } from '../../mocks/http'
import { issueTokens } from '../../mocks/identity/tokens'
import { createMockContext } from '../../mocks/node'
import {
  archiveError,
  archiveFinished,
  archiveMessage,
  archiveStarted,
  importError,
  importFinished,
  importMessage,
  importStarted,
} from '../../mocks/push/message-builders'
import type { PushMessage } from '../../mocks/push/messages'
import { unauthorizedCloseCode } from '../../mocks/push/push-connection'
import { pushHandlers, pushUrl } from '../../mocks/push/push-handlers'

type Json = Record<string, unknown>

const document = parse(
  readFileSync(join(import.meta.dirname, '../../openapi/push.asyncapi.yaml'), 'utf8'),
) as Json & { channels: Record<string, Json>; operations: Record<string, Json>; components: Json }

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(document, 'push.asyncapi.yaml')

function resolve(ref: string): Json {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, key) => node[key] as Json, document)
}

/** The payload validator of a message of the push channel, by its key in the channel's messages. */
function payloadValidator(messageKey: string) {
  const reference = (document.channels.push!.messages as Record<string, { $ref: string }>)[messageKey]!
  const message = resolve(reference.$ref)
  const payload = message.payload as { $ref?: string }
  return ajv.compile(payload.$ref ? { $ref: `push.asyncapi.yaml${payload.$ref}` } : payload)
}

function problemsOf(messageKey: string, value: unknown): string[] {
  const validate = payloadValidator(messageKey)
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '(payload)'} ${error.message}`)
}

describe('the push channel document', () => {
  it('is an AsyncAPI 3 document with the /push channel and its operations', () => {
    expect(document.asyncapi).toBe('3.0.0')
    expect(document.channels.push?.address).toBe('/push')
    const actions = Object.values(document.operations).map((operation) => [
      operation.action,
      (operation.messages as { $ref: string }[]).map((message) => message.$ref),
    ])
    expect(actions).toEqual([
      ['receive', ['#/channels/push/messages/authenticate']],
      ['send', ['#/channels/push/messages/importMessage']],
      ['send', ['#/channels/push/messages/archiveMessage']],
    ])
  })

  it("has examples that validate against their messages' payloads", () => {
    for (const [key, reference] of Object.entries(
      document.channels.push!.messages as Record<string, { $ref: string }>,
    )) {
      for (const example of (resolve(reference.$ref).examples ?? []) as { payload: unknown }[]) {
        expect(problemsOf(key, example.payload), `${key} example`).toEqual([])
      }
    }
  })
})

describe('the message builders', () => {
  const now = Date.UTC(2026, 5, 1, 10, 0, 0)
  const archive = { now, userId: subjectOf('consumer'), downloadId: 'download-1' }

  it.each([
    ['importStarted', importStarted(now)],
    ['importFinished', importFinished(now)],
    ['importError', importError(now)],
    ['importError with a reason', importError(now, 'Not enough space')],
    [
      'importMessage with id and payload',
      importMessage('started', { now, id: crypto.randomUUID(), payload: '' }),
    ],
  ])('%s builds a valid import message', (_, message) => {
    expect(problemsOf('importMessage', message)).toEqual([])
    expect(problemsOf('archiveMessage', message)).not.toEqual([])
  })

  it.each([
    ['archiveStarted', archiveStarted(archive)],
    ['archiveFinished', archiveFinished(archive)],
    ['archiveError', archiveError(archive)],
    ['archiveMessage with an id', archiveMessage('finished', { ...archive, id: 'archive-message-1' })],
  ])('%s builds a valid archive message', (_, message) => {
    expect(problemsOf('archiveMessage', message)).toEqual([])
    expect(problemsOf('importMessage', message)).not.toEqual([])
  })

  it('stamps messages with the given time, not the wall clock', () => {
    expect(importStarted(now).data.timestamp).toBe('2026-06-01T10:00:00.000Z')
    expect(archiveFinished(archive).timestamp).toBe('2026-06-01T10:00:00.000Z')
  })

  it("the client's authenticate action and the server's OK follow the document", () => {
    expect(problemsOf('authenticate', { action: 'authenticate', token: 'a.b.c' })).toEqual([])
    expect(problemsOf('authenticate', { action: 'authenticate' })).not.toEqual([])
    expect(problemsOf('authenticated', 'OK')).toEqual([])
  })
})

/** A push channel to test: its mock context, its address, and how it starts and stops. */
interface Channel {
  ctx: MockContext
  start: () => Promise<void>
  stop: () => void | Promise<void>
}

const inBrowser = await createMockContext()
const browserMocks = setupServer(...pushHandlers(inBrowser))
let httpServer: Awaited<ReturnType<typeof startMockHttpServer>> | undefined
const channels: [string, Channel][] = [
  [
    'the browser’s mocks (msw’s ws.link, in Node)',
    { ctx: inBrowser, start: async () => browserMocks.listen(), stop: () => browserMocks.close() },
  ],
  [
    'the HTTP mock server (a WebSocket server)',
    {
      get ctx() {
        return httpServer!.ctx
      },
      start: async () => {
        httpServer = await startMockHttpServer({ host: 'localhost' })
      },
      stop: () => new Promise<void>((done) => httpServer?.server.close(() => done())),
    },
  ],
]

describe.each(channels)('the push channel of %s', (_, channel) => {
  const consumer = subjectOf('consumer')
  const tokenOf = async (personaId: string) =>
    (await issueTokens(findUser(channel.ctx.db, subjectOf(personaId))!, 'http://localhost/__mock-idp'))
      .access_token

  beforeAll(() => channel.start())
  afterAll(() => channel.stop())

  /** Opens the socket and collects what it receives. */
  function connect() {
    const socket = new WebSocket(pushUrl(channel.ctx))
    const received: string[] = []
    const waiters: (() => void)[] = []
    socket.addEventListener('message', (event) => {
      received.push(String(event.data))
      for (const wake of waiters.splice(0)) wake()
    })
    const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()))
    const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve))
    async function nextMessage(index: number): Promise<string> {
      while (received.length <= index) await new Promise<void>((wake) => waiters.push(wake))
      return received[index]!
    }
    return { socket, received, opened, closed, nextMessage }
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

  it('is served at /push on the services’ origin with the ws: scheme', () => {
    const services = new URL(channel.ctx.services.photos!)
    expect(pushUrl(channel.ctx)).toBe(`ws://${services.host}/push`)
  })

  it("authenticates, replies 'OK', then forwards the user's push messages only", async () => {
    const { socket, opened, nextMessage, received } = connect()
    await opened
    socket.send(JSON.stringify({ action: 'hello' }))
    socket.send('not json')
    channel.ctx.push.send(consumer, importStarted(channel.ctx.clock.now()))
    await settle()
    expect(received, 'nothing before authentication').toEqual([])

    socket.send(JSON.stringify({ action: 'authenticate', token: await tokenOf('consumer') }))
    expect(await nextMessage(0)).toBe('OK')

    const started = importStarted(channel.ctx.clock.now())
    channel.ctx.push.send(subjectOf('participant'), importFinished(channel.ctx.clock.now()))
    channel.ctx.push.send(consumer, started)
    const archive = archiveFinished({
      now: channel.ctx.clock.now(),
      userId: consumer,
      downloadId: 'download-7',
    })
    channel.ctx.push.send(consumer, archive)
    const first = JSON.parse(await nextMessage(1)) as PushMessage
    const second = JSON.parse(await nextMessage(2)) as PushMessage
    expect(first).toEqual(started)
    expect(problemsOf('importMessage', first)).toEqual([])
    expect(second).toEqual(archive)
    expect(problemsOf('archiveMessage', second)).toEqual([])

    socket.close()
    await settle()
    expect(received).toHaveLength(3)
  })

  it('stops forwarding once the client closed the socket', async () => {
    const { socket, opened, nextMessage, closed } = connect()
    await opened
    socket.send(JSON.stringify({ action: 'authenticate', token: await tokenOf('participant') }))
    expect(await nextMessage(0)).toBe('OK')
    socket.close()
    await closed
    expect(() =>
      channel.ctx.push.send(subjectOf('participant'), importStarted(channel.ctx.clock.now())),
    ).not.toThrow()
  })

  it.each([
    ['a token that is not a valid JWT', 'not-a-token'],
    ['an empty token', ''],
  ])('refuses %s: closes with 4401', async (_, token) => {
    const { socket, opened, closed, received } = connect()
    await opened
    socket.send(JSON.stringify({ action: 'authenticate', token }))
    const event = await closed
    expect(event.code).toBe(unauthorizedCloseCode)
    expect(event.reason).toBe('Unauthorized')
    expect(received).toEqual([])
  })

  it('refuses a refresh token in place of the access token', async () => {
    const user = findUser(channel.ctx.db, consumer)!
    const { refresh_token } = await issueTokens(user, 'http://localhost/__mock-idp')
    const { socket, opened, closed } = connect()
    await opened
    socket.send(JSON.stringify({ action: 'authenticate', token: refresh_token }))
    expect((await closed).code).toBe(unauthorizedCloseCode)
  })
})
