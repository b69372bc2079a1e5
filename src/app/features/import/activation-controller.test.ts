// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PushClosed, PushConnection, PushListener } from '#app/platform/push/push-client'
import type { ImportPushMessage, PushMessage } from '#app/platform/push/push-messages'
import { type ActivationStatus, activationParseError, parseActivation } from '#app/queries/photos/activation'
import {
  activationPollIntervalMs,
  createActivationController,
  postImportWaitMs,
} from './activation-controller'

/** A push connection the test drives. */
function fakePush() {
  const listeners = new Set<PushListener>()
  let closed: PushClosed | undefined
  const connection: PushConnection = {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onClose: () => () => {},
    close: () => {
      closed = { reason: 'client' }
    },
    get isClosed() {
      return closed !== undefined
    },
  }
  return {
    connection,
    emit: (message: PushMessage) => {
      for (const listener of [...listeners]) listener(message)
    },
  }
}

let clock = Date.parse('2025-05-01T10:00:00Z')
/** An import message, each one a second newer than the one before unless `at` is given. */
function importMessage(type: ImportPushMessage['type'], at?: number): ImportPushMessage {
  clock += 1000
  return {
    id: crypto.randomUUID(),
    type,
    data: { payload: `Import ${type}`, timestamp: new Date(at ?? clock).toISOString() },
  }
}

function setup(statuses: { get?: ActivationStatus[]; post?: ActivationStatus | Error } = {}) {
  const push = fakePush()
  const gets = [...(statuses.get ?? [])]
  const deps = {
    fetchStatus: vi.fn(async () => gets.shift() ?? 'IMPORTING'),
    activate: vi.fn(async () => {
      if (statuses.post instanceof Error) throw statuses.post
      return statuses.post ?? 'IMPORTING'
    }),
    openPush: vi.fn(async () => push.connection),
    onActive: vi.fn(),
    onError: vi.fn(),
  }
  const controller = createActivationController(deps)
  return { controller, deps, push, state: () => controller.getState() }
}

describe('the activation state', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('watches an IMPORTING library: in progress, the push channel open', async () => {
    const { controller, deps, push, state } = setup()
    controller.watch('IMPORTING')
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toMatchObject({ phase: 'importing', isActivationInProgress: true })
    expect(deps.openPush).toHaveBeenCalledOnce()
    expect(push.connection.isClosed).toBe(false)
  })

  it("on 'finished' waits 10 s, asks for the status, clears the flag, closes the socket and refreshes", async () => {
    const { controller, deps, push, state } = setup({ get: ['ACTIVE'] })
    controller.watch('IMPORTING')
    await vi.advanceTimersByTimeAsync(0)
    push.emit(importMessage('started'))
    const finished = importMessage('finished')
    push.emit(finished)
    expect(state()).toMatchObject({ phase: 'finishing', isActivationInProgress: true, latest: finished })

    await vi.advanceTimersByTimeAsync(postImportWaitMs - 1)
    expect(deps.fetchStatus).not.toHaveBeenCalled()
    expect(push.connection.isClosed).toBe(false)

    await vi.advanceTimersByTimeAsync(1)
    expect(deps.fetchStatus).toHaveBeenCalledOnce()
    expect(push.connection.isClosed).toBe(true)
    expect(state()).toMatchObject({ phase: 'done', isActivationInProgress: false })
    expect(deps.onActive).toHaveBeenCalledOnce()
  })

  it("on 'error' fails: the flag clears and the socket closes, nothing is refreshed", async () => {
    const { controller, deps, push, state } = setup()
    controller.watch('IMPORTING')
    await vi.advanceTimersByTimeAsync(0)
    push.emit(importMessage('started'))
    push.emit(importMessage('error'))
    expect(state()).toMatchObject({ phase: 'failed', isActivationInProgress: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(push.connection.isClosed).toBe(true)
    await vi.advanceTimersByTimeAsync(activationPollIntervalMs * 2)
    expect(deps.fetchStatus).not.toHaveBeenCalled()
    expect(deps.onActive).not.toHaveBeenCalled()
  })

  it('keeps the newest message by timestamp and ignores archive messages', async () => {
    const { controller, push, state } = setup()
    controller.watch('IMPORTING')
    await vi.advanceTimersByTimeAsync(0)
    const started = importMessage('started')
    push.emit(started)
    push.emit(importMessage('error', Date.parse(started.data.timestamp) - 5_000))
    push.emit({
      id: 'a1',
      timestamp: new Date(clock + 60_000).toISOString(),
      key: 'error',
      message: { userId: 'u', downloadId: 'd' },
    })
    expect(state()).toMatchObject({ phase: 'importing', latest: started })
  })

  it('polls the status while IMPORTING, once, and refreshes when it turns ACTIVE', async () => {
    const { controller, deps, push, state } = setup({ get: ['IMPORTING', 'ACTIVE'] })
    controller.watch('IMPORTING')
    controller.watch('IMPORTING')
    await vi.advanceTimersByTimeAsync(activationPollIntervalMs)
    expect(deps.fetchStatus).toHaveBeenCalledOnce()
    expect(state().phase).toBe('importing')
    await vi.advanceTimersByTimeAsync(activationPollIntervalMs)
    expect(deps.fetchStatus).toHaveBeenCalledTimes(2)
    expect(state()).toMatchObject({ phase: 'done', isActivationInProgress: false })
    expect(push.connection.isClosed).toBe(true)
    expect(deps.onActive).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(activationPollIntervalMs * 3)
    expect(deps.fetchStatus).toHaveBeenCalledTimes(2)
  })

  it('starts activation for a NOT_ACTIVE library: the wait for the import shows at once', async () => {
    const { controller, deps, state } = setup({ post: 'IMPORTING' })
    controller.watch('NOT_ACTIVE')
    expect(state()).toMatchObject({ phase: 'starting', isActivationInProgress: true })
    expect(deps.openPush).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(0)
    expect(deps.activate).toHaveBeenCalledOnce()
    expect(state()).toMatchObject({ phase: 'importing', isActivationInProgress: true })
  })

  it("fails with 'Failed to parse response!' when the activation answer does not parse", async () => {
    const { controller, deps, push, state } = setup({ post: new Error(activationParseError) })
    controller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toMatchObject({ phase: 'failed', isActivationInProgress: false })
    expect(String(deps.onError.mock.calls[0]![0])).toContain('Failed to parse response!')
    expect(push.connection.isClosed).toBe(true)
  })

  it('does nothing for an ACTIVE or DELETING library', async () => {
    const { controller, deps, state } = setup()
    controller.watch('ACTIVE')
    controller.watch('DELETING')
    await vi.advanceTimersByTimeAsync(activationPollIntervalMs)
    expect(state().phase).toBe('idle')
    expect(deps.openPush).not.toHaveBeenCalled()
  })

  it('listens for an import (the QR tab) and stops listening when nothing started', async () => {
    const { controller, push, state } = setup()
    const stop = controller.listen()
    await vi.advanceTimersByTimeAsync(0)
    expect(state()).toMatchObject({ phase: 'listening', isActivationInProgress: false })
    stop()
    await vi.advanceTimersByTimeAsync(0)
    expect(push.connection.isClosed).toBe(true)
    expect(state().phase).toBe('idle')
  })

  it('keeps the channel open after listening stops once an import has started', async () => {
    const { controller, push, state } = setup()
    const stop = controller.listen()
    await vi.advanceTimersByTimeAsync(0)
    push.emit(importMessage('started'))
    stop()
    expect(state()).toMatchObject({ phase: 'importing', isActivationInProgress: true })
    expect(push.connection.isClosed).toBe(false)
  })
})

describe('parseActivation', () => {
  it.each(['ACTIVE', 'NOT_ACTIVE', 'IMPORTING', 'DELETING'])('reads %s', (status) => {
    expect(parseActivation({ status })).toBe(status)
  })

  it.each([undefined, null, 'ACTIVE', {}, { status: 'active' }, { status: 1 }])(
    "raises 'Failed to parse response!' for %j",
    (body) => {
      expect(() => parseActivation(body)).toThrow('Failed to parse response!')
    },
  )
})
