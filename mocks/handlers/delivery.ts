import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The delivery service. */
export function deliveryHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
