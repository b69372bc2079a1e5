import { type WebSocketHandler, ws } from 'msw'
import type { MockContext } from '../context'
import { findUser } from '../db/database'
import { registerOperation } from '../handlers/operation'
import { verifiedSubject } from '../identity/tokens'

/** The close code for a bad token (openapi/push.asyncapi.yaml: application range, after HTTP 401). */
export const unauthorizedCloseCode = 4401

/** The push channel's URL: `/push` on the services' origin, ws: or wss: like its http: or https:. */
export function pushUrl(ctx: MockContext): string {
  return `${new URL(ctx.services.photos!).origin.replace(/^http/, 'ws')}/push`
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
 * The push channel (WebSocket): the client authenticates with its access token, the server replies 'OK' and
 * then forwards the user's messages from ctx.push (imports, archive downloads) as JSON. Frames before a
 * successful authentication that are not an 'authenticate' action are ignored; a bad token closes the
 * connection with 4401.
 */
export function pushHandlers(ctx: MockContext): WebSocketHandler[] {
  const channel = ws.link(pushUrl(ctx))
  const connection = channel.addEventListener('connection', ({ client }) => {
    let state: 'open' | 'authenticating' | 'authenticated' = 'open'
    let closed = false
    let unsubscribe = () => {}
    client.addEventListener('message', async (event) => {
      if (state !== 'open') return
      const token = authenticateToken(event.data)
      if (token === undefined) return
      state = 'authenticating'
      const sub = token ? await verifiedSubject(token, 'access') : undefined
      if (closed) return
      if (!sub || !findUser(ctx.db, sub)) {
        client.close(unauthorizedCloseCode, 'Unauthorized')
        return
      }
      state = 'authenticated'
      client.send('OK')
      unsubscribe = ctx.push.subscribe(sub, (message) => client.send(JSON.stringify(message)))
    })
    client.addEventListener('close', () => {
      closed = true
      unsubscribe()
    })
  })
  // The AsyncAPI document's one channel, `push`.
  return [registerOperation(connection, { service: 'push', operationId: 'push' })]
}
