import { albumPath } from '#app/photos/album-path'

/**
 * Where an album's photo opens full screen: albumPhotoPreview, or sharedAlbumPhotoPreview for a shared album while
 * that view is on (the album's own path, album-path.ts, + /preview/{photoId}).
 */
export function albumPhotoPreviewPath(
  album: { albumId: string; isShared?: boolean },
  photoId: string,
  sharedAlbumsView = false,
): string {
  return `${albumPath({ isShared: false, ...album }, sharedAlbumsView)}/preview/${encodeURIComponent(photoId)}`
}
