import type { PushConnection } from '#app/platform/push/push-client'
import type { ImportPushMessage, PushMessage } from '#app/platform/push/push-messages'
import { onceWrite } from '#app/queries/once-write'
import type { ActivationStatus } from '#app/queries/photos/activation'

/**
 * After 'finished' the product waits 10 seconds before it asks for the status
 * (docs/requirements/adding-photos.md#adding-photos-import-messages, docs/requirements/constants.md#constants-timings).
 */
export const postImportWaitMs = 10_000
/** How often the status is asked for while IMPORTING: a fallback for push messages that never come. */
export const activationPollIntervalMs = 15_000

/**
 * idle: nothing to show. starting: POST /users/activate is on its way. listening: the push channel is open in
 * case an import starts (the QR tab). importing: an import runs. finishing: 'finished' came, the 10 s wait runs.
 * done: the library is ACTIVE and was refreshed. failed: the import (or its start) failed.
 */
type ActivationPhase = 'idle' | 'starting' | 'listening' | 'importing' | 'finishing' | 'done' | 'failed'

/**
 * The activation state: isActivationInProgress and the latest message (the newest by timestamp wins)
 * (docs/requirements/adding-photos.md#adding-photos-import-messages).
 */
export interface ActivationState {
  phase: ActivationPhase
  isActivationInProgress: boolean
  latest: ImportPushMessage | undefined
}

interface ActivationDeps {
  fetchStatus: () => Promise<ActivationStatus>
  activate: () => Promise<ActivationStatus>
  openPush: () => Promise<PushConnection>
  /** The library is ACTIVE after an import: refresh all photo, album, shared album and timeline data. */
  onActive: () => void
  onError?: (error: unknown) => void
}

export interface ActivationController {
  getState: () => ActivationState
  subscribe: (listener: () => void) => () => void
  /** The status the page loaded with: IMPORTING starts watching (and polling), NOT_ACTIVE starts activation. */
  watch: (status: ActivationStatus) => void
  /** Starts activation: POST /users/activate, then wait for the import. */
  start: () => void
  /** Opens the push channel in case an import starts (the QR tab); the answer stops listening. */
  listen: () => () => void
  dispose: () => void
}

const isImportMessage = (message: PushMessage): message is ImportPushMessage => 'type' in message

export function createActivationController(deps: ActivationDeps): ActivationController {
  // The activation is a write like any (queries/once-write.ts): asked again while it is under way it sends nothing
  // more, offline it waits for the network, and a repeat after a failure of unknown outcome is the same attempt.
  const activate = onceWrite((_: void) => deps.activate())
  let state: ActivationState = { phase: 'idle', isActivationInProgress: false, latest: undefined }
  const listeners = new Set<() => void>()
  let push: Promise<PushConnection> | undefined
  let poll: ReturnType<typeof setInterval> | undefined
  let finishWait: ReturnType<typeof setTimeout> | undefined
  let disposed = false

  function set(change: Partial<ActivationState>) {
    if (disposed) return
    state = { ...state, ...change }
    for (const listener of [...listeners]) listener()
  }

  function openPush() {
    if (push) return
    const opening = deps.openPush()
    push = opening
    opening.then(
      (connection) => {
        if (push !== opening || disposed) return connection.close()
        connection.subscribe(onMessage)
        // Ended by the server or the network: a later import opens it again; polling covers this one.
        connection.onClose(() => {
          if (push === opening) push = undefined
        })
      },
      (error) => {
        if (push === opening) push = undefined
        deps.onError?.(error)
      },
    )
  }

  function closePush() {
    const closing = push
    push = undefined
    void closing?.then(
      (connection) => connection.close(),
      () => {},
    )
  }

  function stopPolling() {
    clearInterval(poll)
    poll = undefined
  }

  function stopTimers() {
    stopPolling()
    clearTimeout(finishWait)
    finishWait = undefined
  }

  function startPolling() {
    if (poll !== undefined) return
    poll = setInterval(() => {
      deps.fetchStatus().then(onStatus, (error) => deps.onError?.(error))
    }, activationPollIntervalMs)
  }

  function importing() {
    if (state.phase === 'finishing') return
    set({ phase: 'importing', isActivationInProgress: true })
    openPush()
    startPolling()
  }

  /** The activation is over: timers and channel stop, and the phase shows how it ended. */
  function end(phase: 'done' | 'failed' | 'idle') {
    stopTimers()
    closePush()
    set({ phase, isActivationInProgress: false })
  }

  function complete() {
    end('done')
    deps.onActive()
  }

  function fail(error?: unknown) {
    if (error !== undefined) deps.onError?.(error)
    end('failed')
  }

  /** What a status from the service means while an activation is under way. */
  function onStatus(status: ActivationStatus) {
    if (disposed || state.phase === 'idle' || state.phase === 'done' || state.phase === 'failed') return
    if (status === 'ACTIVE') complete()
    else if (status === 'IMPORTING') importing()
    else if (status === 'NOT_ACTIVE') fail()
    // DELETING: there is nothing to import into.
    else end('idle')
  }

  function onMessage(message: PushMessage) {
    if (!isImportMessage(message)) return
    const latest = state.latest
    if (latest && Date.parse(message.data.timestamp) < Date.parse(latest.data.timestamp)) return
    set({ latest: message })
    if (message.type === 'started') importing()
    else if (message.type === 'error') fail()
    else finishing()
  }

  function finishing() {
    if (state.phase === 'finishing') return
    stopPolling()
    set({ phase: 'finishing', isActivationInProgress: true })
    finishWait = setTimeout(() => {
      finishWait = undefined
      // The wait is over: the status is asked for, the socket closes and the flag clears
      // (docs/requirements/adding-photos.md#adding-photos-import-messages).
      closePush()
      set({ isActivationInProgress: false })
      deps.fetchStatus().then(
        (status) => {
          if (status !== 'IMPORTING') return onStatus(status)
          set({ phase: 'importing' })
          importing()
        },
        (error) => {
          // The channel said the import finished: refresh the library all the same.
          deps.onError?.(error)
          complete()
        },
      )
    }, postImportWaitMs)
  }

  function start() {
    if (state.phase === 'starting' || state.phase === 'importing' || state.phase === 'finishing') return
    set({ phase: 'starting', isActivationInProgress: true })
    // Open the channel first, so the import's first message is not missed.
    openPush()
    activate().then(onStatus, (error) => fail(error))
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    watch(status) {
      if (state.phase !== 'idle' && state.phase !== 'listening' && state.phase !== 'done') return
      if (status === 'IMPORTING') importing()
      else if (status === 'NOT_ACTIVE') start()
    },
    start,
    listen() {
      if (state.phase === 'idle' || state.phase === 'done' || state.phase === 'failed') {
        set({ phase: 'listening' })
        openPush()
      }
      return () => {
        if (state.phase !== 'listening') return
        closePush()
        set({ phase: 'idle' })
      }
    },
    dispose() {
      stopTimers()
      closePush()
      disposed = true
      listeners.clear()
    },
  }
}
