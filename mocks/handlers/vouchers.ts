import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The voucher service. */
export function vouchersHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
