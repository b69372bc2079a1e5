import type { Album } from '#app/queries/albums'

/** Where an album opens: a shared one on the shared-album route while that view is on (spec §2), else the album's. */
export function albumPath(album: Pick<Album, 'albumId' | 'isShared'>, sharedAlbumsView: boolean): string {
  const id = encodeURIComponent(album.albumId)
  return album.isShared && sharedAlbumsView ? `/my-photos/shared-albums/${id}` : `/my-photos/albums/${id}`
}
