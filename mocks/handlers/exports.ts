import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The export service. */
export function exportsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
