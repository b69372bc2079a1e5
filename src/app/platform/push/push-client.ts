import { readAccessToken as readAccessTokenCookie } from '#app/platform/auth/token-store'
import { logError } from '#app/platform/logger'
import { type PushMessage, parsePushMessage } from './push-messages'

/**
 * The connection opened for an archive download is closed after 30 minutes
 * (docs/requirements/downloads.md#downloads-archive, docs/requirements/constants.md#constants-timings).
 */
export const archiveConnectionLifetimeMs = 1_800_000

export type PushListener = (message: PushMessage) => void

/**
 * Why a connection ended: the app closed it ('client'), its lifetime ran out ('lifetime'), there was no access
 * token to authenticate with ('no-token'), or the server or network ended it ('server', with the close code).
 */
export interface PushClosed {
  reason: 'client' | 'lifetime' | 'no-token' | 'server'
  code?: number
}

export interface PushConnection {
  /** Hears every valid push message from now on; answers the unsubscribe. */
  subscribe: (listener: PushListener) => () => void
  /** Hears once when the connection ends, however it ends (at once if it has ended already). */
  onClose: (listener: (closed: PushClosed) => void) => () => void
  close: () => void
  readonly isClosed: boolean
}

export interface PushConnectionOptions {
  /** The WebSocket URL (config.push). */
  url: string
  /** The current access token, read when the socket opens; default: the auth cookie. */
  readAccessToken?: () => string | undefined
  /** Closes the connection after this long; default: stays open until closed. */
  lifetimeMs?: number
  /** Makes the socket; default `new WebSocket(url)` (tests pass a fake). */
  createSocket?: (url: string) => WebSocket
}

/**
 * Opens the push channel (openapi/push.asyncapi.yaml): on open it sends {"action":"authenticate","token":…},
 * ignores the server's 'OK', and hands every later frame that is a valid import or archive message to the
 * subscribers. Anything else is ignored silently.
 */
export function openPushConnection(options: PushConnectionOptions): PushConnection {
  const readToken = options.readAccessToken ?? readAccessTokenCookie
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url))
  const listeners = new Set<PushListener>()
  const closeListeners = new Set<(closed: PushClosed) => void>()
  let ended: PushClosed | undefined
  let closeWhenOpen = false
  let lifetime: ReturnType<typeof setTimeout> | undefined

  const socket = createSocket(options.url)

  function end(closed: PushClosed) {
    if (ended) return
    ended = closed
    clearTimeout(lifetime)
    listeners.clear()
    for (const listener of [...closeListeners]) listener(closed)
    closeListeners.clear()
  }

  function closeSocket(closed: PushClosed) {
    if (ended) return
    // Closing a socket that is still connecting makes browsers complain; close it as soon as it opens instead.
    if (socket.readyState === 0 /* CONNECTING */) closeWhenOpen = true
    else socket.close(1000)
    end(closed)
  }

  socket.addEventListener('open', () => {
    if (closeWhenOpen) {
      socket.close(1000)
      return
    }
    const token = readToken()
    if (!token) {
      socket.close(1000)
      end({ reason: 'no-token' })
      return
    }
    socket.send(JSON.stringify({ action: 'authenticate', token }))
  })
  socket.addEventListener('message', (event: MessageEvent) => {
    if (ended || event.data === 'OK') return
    const message = parsePushMessage(event.data)
    if (!message) return
    for (const listener of [...listeners]) {
      try {
        listener(message)
      } catch (error) {
        logError('A push message listener failed', { error: String(error) })
      }
    }
  })
  socket.addEventListener('close', (event: CloseEvent) => end({ reason: 'server', code: event.code }))

  if (options.lifetimeMs !== undefined) {
    lifetime = setTimeout(() => closeSocket({ reason: 'lifetime' }), options.lifetimeMs)
  }

  return {
    subscribe(listener) {
      if (ended) return () => {}
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onClose(listener) {
      if (ended) {
        listener(ended)
        return () => {}
      }
      closeListeners.add(listener)
      return () => closeListeners.delete(listener)
    },
    close: () => closeSocket({ reason: 'client' }),
    get isClosed() {
      return ended !== undefined
    },
  }
}
