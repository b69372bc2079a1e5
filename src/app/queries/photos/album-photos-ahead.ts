import { useInfiniteAhead } from '#app/queries/ask-ahead'
import { useServiceClient } from '#app/queries/service-clients'
import { albumPhotosQuery } from './albums'
import type { PhotoSort } from './types'

// A module of its own: the album's preview reads the album's photos too, and has no use for this.

/**
 * Asks for the album's first page of photos beside the album itself, when the album page opens: they need nothing of
 * its answer (the sort is the customer's own), and asked only once the album had come they were a network wave of
 * their own before the first thumbnail (issue 40: five waves on a phone's network).
 */
export function useAlbumPhotosAhead(albumId: string, sort: PhotoSort) {
  useInfiniteAhead(albumPhotosQuery(useServiceClient('photos'), albumId, sort))
}
