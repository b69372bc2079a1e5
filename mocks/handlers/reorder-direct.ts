import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The reorder-direct service. */
export function reorderDirectHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
