import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The map-pdf service. */
export function mappdfHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
