import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The customer service. */
export function customersHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
