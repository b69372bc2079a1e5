import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The shared album service. */
export function sharedAlbumsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
