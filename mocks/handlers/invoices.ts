import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The invoice service. */
export function invoicesHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
