import type { WebSocketHandler } from 'msw'
import type { MockContext } from '../context'

/** The push channel (WebSocket): authenticate, then import and archive messages. */
export function pushHandlers(_ctx: MockContext): WebSocketHandler[] {
  return []
}
