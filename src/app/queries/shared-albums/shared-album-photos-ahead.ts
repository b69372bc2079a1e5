import { useInfiniteAhead } from '#app/queries/ask-ahead'
import type { PhotoSort } from '#app/queries/photos/types'
import { useServiceClient } from '#app/queries/service-clients'
import { sharedAlbumPhotosQuery } from './shared-album'

// A module of its own: the shared album's preview reads its photos too, and has no use for this.

/** The shared album's first page of photos asked for beside the album itself, as an own album's (useAlbumPhotosAhead). */
export function useSharedAlbumPhotosAhead(albumId: string, sort: PhotoSort) {
  useInfiniteAhead(sharedAlbumPhotosQuery(useServiceClient('sharedAlbums'), albumId, sort))
}
