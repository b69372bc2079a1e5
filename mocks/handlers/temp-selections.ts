import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The temporary selection service. */
export function tempSelectionsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
