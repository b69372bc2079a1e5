import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The unzip-pdf service. */
export function unzipPdfHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
