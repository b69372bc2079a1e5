import { type WebSocketHandler, ws } from 'msw'
import type { MockContext } from '../context'
import { registerOperation } from '../handlers/operation'
import { pushConnection } from './push-connection'

/** The push channel's URL: `/push` on the services' origin, ws: or wss: like its http: or https:. */
export function pushUrl(ctx: MockContext): string {
  return `${new URL(ctx.services.photos!).origin.replace(/^http/, 'ws')}/push`
}

/** The push channel (WebSocket) in the browser's mocks: msw's ws.link carries push-connection.ts. */
export function pushHandlers(ctx: MockContext): WebSocketHandler[] {
  const channel = ws.link(pushUrl(ctx))
  const connection = channel.addEventListener('connection', ({ client }) => {
    const server = pushConnection(ctx, {
      send: (data) => client.send(data),
      close: (code, reason) => client.close(code, reason),
    })
    client.addEventListener('message', (event) => server.received(event.data))
    client.addEventListener('close', () => server.closed())
  })
  // The AsyncAPI document's one channel, `push`.
  return [registerOperation(connection, { service: 'push', operationId: 'push' })]
}
