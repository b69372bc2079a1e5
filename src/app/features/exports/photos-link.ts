import type { To } from 'react-router'

export const photosPath = '/my-photos/photos'

/**
 * The photos page, carrying the 'stripped' flag over (its name read case-insensitively, spec §2). Only that flag:
 * the export page's other parameters mean nothing to the photos page.
 */
export function photosLink(search: string): To {
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(search)) {
    if (name.toLowerCase() === 'stripped') kept.append(name, value)
  }
  const query = kept.toString()
  return { pathname: photosPath, search: query ? `?${query}` : '' }
}
