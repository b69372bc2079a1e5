import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The reorder service. */
export function reorderHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
