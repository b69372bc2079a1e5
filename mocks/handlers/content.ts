import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The content service (cut-off). */
export function contentHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
