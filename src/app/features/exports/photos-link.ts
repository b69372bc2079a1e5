import type { To } from 'react-router'
import { internalTarget } from '#app/platform/navigation'
import { href } from '#app/routes'

/** The photos page with the 'stripped' flag carried over: the export page's other parameters mean nothing there. */
export function photosLink(search: string): To {
  return internalTarget(href('photos'), search)
}
