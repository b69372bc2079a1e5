import type { HttpHandler } from 'msw'
import type { MockContext } from '../context'

/** The widget gallery service. */
export function widgetGalleryHandlers(_ctx: MockContext): HttpHandler[] {
  return []
}
