import type { Album } from '#app/queries/photos/albums'
import { href } from '#app/routes'

/**
 * Where an album opens: a shared one on the shared-album route while that view is on
 * (docs/requirements/albums.md#albums-shared-redirect), else the album's.
 */
export function albumPath(album: Pick<Album, 'albumId' | 'isShared'>, sharedAlbumsView: boolean): string {
  return href(album.isShared && sharedAlbumsView ? 'sharedAlbum' : 'album', { id: album.albumId })
}
