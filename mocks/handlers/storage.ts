import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The storage service. */
export function storageHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
