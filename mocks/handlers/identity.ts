import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The identity service. */
export function identityHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
