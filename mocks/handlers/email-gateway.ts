import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The e-mail gateway. */
export function emailGatewayHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
