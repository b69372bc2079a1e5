import type { MockContext } from '../context'
import { findUser } from '../db/database'
import { verifiedSubject } from '../identity/tokens'

/** The close code for a bad token (openapi/push.asyncapi.yaml: application range, after HTTP 401). */
export const unauthorizedCloseCode = 4401

/** What the server side of a push connection needs of its socket, whichever carries it. */
export interface PushSocket {
  send: (data: string) => void
  close: (code: number, reason: string) => void
}

/** The token of an `{"action":"authenticate","token":…}` frame; undefined for any other frame (ignored). */
function authenticateToken(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined
  try {
    const message = JSON.parse(data) as { action?: unknown; token?: unknown }
    if (!message || typeof message !== 'object' || message.action !== 'authenticate') return undefined
    return typeof message.token === 'string' ? message.token : ''
  } catch {
    return undefined
  }
}

/**
 * One connection of the push channel, the same in the browser's mocks (msw's ws.link, push-handlers.ts) and in the
 * HTTP mock server (a WebSocket server, mocks/http.ts): the client authenticates with its access token, the server
 * replies 'OK' and then forwards the user's messages from ctx.push (imports, archive downloads) as JSON. Frames before
 * a successful authentication that are not an 'authenticate' action are ignored; a bad token closes with 4401.
 */
export function pushConnection(ctx: MockContext, socket: PushSocket) {
  let state: 'open' | 'authenticating' | 'authenticated' = 'open'
  let closed = false
  let unsubscribe = () => {}
  return {
    async received(data: unknown): Promise<void> {
      if (state !== 'open') return
      const token = authenticateToken(data)
      if (token === undefined) return
      state = 'authenticating'
      const sub = token ? await verifiedSubject(token, 'access') : undefined
      if (closed) return
      if (!sub || !findUser(ctx.db, sub)) {
        socket.close(unauthorizedCloseCode, 'Unauthorized')
        return
      }
      state = 'authenticated'
      socket.send('OK')
      unsubscribe = ctx.push.subscribe(sub, (message) => socket.send(JSON.stringify(message)))
    },
    closed(): void {
      closed = true
      unsubscribe()
    },
  }
}
