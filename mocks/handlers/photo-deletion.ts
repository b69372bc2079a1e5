import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The photo deletion service. */
export function photoDeletionHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
