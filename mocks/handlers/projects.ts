import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The saved project service. */
export function projectsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
