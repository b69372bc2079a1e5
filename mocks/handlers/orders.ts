import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The order service. */
export function ordersHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
