import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The product service. */
export function productsHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
