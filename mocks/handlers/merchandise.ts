import type { RequestHandler } from 'msw'
import type { MockContext } from '../context'

/** The merchandise service (GraphQL): channels, and a channel's articles by code and locale. */
export function merchandiseHandlers(_ctx: MockContext): RequestHandler[] {
  return []
}
