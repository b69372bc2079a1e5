import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The public configuration service. */
export function publicConfigHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
