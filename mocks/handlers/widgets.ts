import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The widget service. */
export function widgetsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
