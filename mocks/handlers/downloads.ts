import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The download service. */
export function downloadsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
